/* eslint-disable @typescript-eslint/no-unnecessary-type-parameters -- refine's DataProvider declares each
   method generic in the record type it answers, so an implementation has to be generic too. */
import type { BaseKey, BaseRecord, CrudFilter, CrudSort, DataProvider } from '@refinedev/core';
import { ADMIN_ROUTE_NAMES, ADMIN_ROUTES, adminRouteAt, filledAdminPath, pathParamsOf, type AdminRoute, type AdminRouteName, type TListPage } from '@meridian/protocol';
import { ADMIN_BASE, adminRequest, type AdminAnswer, type AdminMethod, type QueryValue } from './api/admin-request';
import { LIST_PAGE_SIZE } from './config/lists';

function isQueryValue(value: unknown): value is QueryValue {
  return value === null || value === undefined || ['string', 'number', 'boolean'].includes(typeof value);
}

/**
 * Lists take their filters as plain query parameters that mean "equals": only `eq` filters with a
 * simple value go on the wire. Pages turn dates and ranges into such values before (useTable's
 * onSearch), so nothing is silently widened here.
 */
export function filterParams(filters: readonly CrudFilter[] = []): Record<string, QueryValue> {
  const params: Record<string, QueryValue> = {};
  for (const filter of filters) {
    if (!('field' in filter) || filter.operator !== 'eq') continue;
    const value: unknown = filter.value;
    if (isQueryValue(value)) params[filter.field] = value;
  }
  return params;
}

/** The admin API sorts by one field: the first sorter wins. */
export function sortParams(sorters: readonly CrudSort[] = []): Record<string, QueryValue> {
  const [first] = sorters;
  return first === undefined ? {} : { sort: first.field, order: first.order };
}

function customMethod(method: string): AdminMethod {
  const upper = method.toUpperCase();
  if (upper === 'GET' || upper === 'POST' || upper === 'PUT' || upper === 'PATCH' || upper === 'DELETE') return upper;
  throw new Error(`The admin API has no ${upper} route`);
}

/** Pages pass the contract's addresses (readCall, changeCall); anything else is read as under /admin. */
function underAdmin(url: string): string {
  if (url.startsWith(`${ADMIN_BASE}/`)) return url;
  return `${ADMIN_BASE}${url.startsWith('/') ? '' : '/'}${url}`;
}

/**
 * The address of a resource's route: refine names a resource by its list's path under /admin
 * (`members`, `members/12/sign-ins`), and a record by its id after it. Only a route of the
 * contract's table is asked for: anything else is a mistake of the console's, not a request.
 */
function resourcePath(method: AdminMethod, resource: string, id?: BaseKey): string {
  const path = `/${resource}${id === undefined ? '' : `/${encodeURIComponent(String(id))}`}`;
  if (adminRouteAt(method, path) === null) throw new Error(`The admin API has no ${method} ${path}`);
  return `${ADMIN_BASE}${path}`;
}

const isListPage = <TData>(data: TListPage<TData> | Record<string, TData[]>): data is TListPage<TData> => 'items' in data && 'total' in data;

/**
 * The content lists (`{goods: […]}`, `{banners: […]}`) answer every item at once, not a page of
 * `{items, total}`: their one list.
 */
function wholeListOf<TData>(data: Record<string, TData[]>): TData[] {
  const lists = Object.values(data).filter((value) => Array.isArray(value));
  if (lists.length !== 1 || lists[0] === undefined) throw new Error('A list answers one list or a page of items');
  return lists[0];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A command the page names in a mutation's `meta.command`, when it names one of the contract's. */
function commandOf(meta: unknown): AdminRouteName | undefined {
  if (!isRecord(meta)) return undefined;
  const { command } = meta;
  return ADMIN_ROUTE_NAMES.find((name) => name === command);
}

/**
 * A change's request. By default refine's create, update and delete are the resource's POST, PATCH
 * and DELETE routes (`POST /goods`, `PATCH /goods/3`). A change the contract serves elsewhere
 * (`PUT /help/:code/:language`, `PUT /contract-options/:seconds`) names its command in
 * `meta.command`: its path is filled from the record's id and the values, whose path parameters
 * then stay out of the body (a route's one parameter is the record's id). `meta.query` adds the
 * query (`DELETE /help/faq?language=zh-HK`).
 */
function changeRequest(method: AdminMethod, resource: string, id: BaseKey | undefined, variables: unknown, meta: unknown) {
  const fields = isRecord(variables) ? variables : {};
  const query = isRecord(meta) ? plainQuery(meta.query) : {};
  const command = commandOf(meta);
  if (command === undefined) return { method, path: resourcePath(method, resource, id), query, body: variables };
  const route = ADMIN_ROUTES[command].find((candidate: AdminRoute) => candidate.method !== 'GET');
  if (route === undefined) throw new Error(`${command} changes nothing`);
  const names = pathParamsOf(route.path);
  // The record's id fills `:id`, or a route's one parameter (`DELETE /contract-options/:seconds` sends no values).
  const fromId = (name: string) => name === 'id' || names.length === 1;
  const params = Object.fromEntries(names.map((name) => [name, paramValue(fromId(name) ? (id ?? fields[name]) : fields[name])]));
  const body = Object.fromEntries(Object.entries(fields).filter(([name]) => !names.includes(name)));
  return { method: route.method, path: filledAdminPath(route.path, params), query, body };
}

/** A path parameter's value as given (an id, a help article's code and language, a duration's seconds). */
function paramValue(value: unknown): string | number {
  if (typeof value === 'string' || typeof value === 'number') return value;
  throw new Error('A change names its command without the values of its path');
}

/** A change's answer as refine's notifications read it: the data, and the server's sentence beside it. */
const said = <TData>(answer: AdminAnswer<TData>) => ({ data: answer.data, message: answer.message, messageLanguage: answer.messageLanguage });

function plainQuery(query: unknown): Record<string, QueryValue> {
  if (typeof query !== 'object' || query === null) return {};
  return Object.fromEntries(Object.entries(query).filter((entry): entry is [string, QueryValue] => isQueryValue(entry[1])));
}

/**
 * refine's data provider for the admin API (docs/console-api.md): resources are the list routes
 * (`members`, `bills`, …), one record is `GET /admin/<resource>/<id>`, and every other call goes
 * through `custom`. Each answer also carries the server's sentence as `message` (a ledger check
 * reports in it). Refusals reject with an AdminRefusal (statusCode and the server's message).
 */
export const dataProvider: DataProvider = {
  getApiUrl: () => ADMIN_BASE,

  getList: async <TData extends BaseRecord>({ resource, pagination, sorters, filters }: Parameters<DataProvider['getList']>[0]) => {
    // A list refine pages itself (`client`, the content screens') or not at all is asked for whole.
    const paged = pagination?.mode !== 'off' && pagination?.mode !== 'client';
    const query: Record<string, QueryValue> = {
      ...(paged ? { page: pagination?.currentPage ?? 1, pageSize: pagination?.pageSize ?? LIST_PAGE_SIZE } : {}),
      ...sortParams(sorters),
      ...filterParams(filters),
    };
    const answer = await adminRequest<TListPage<TData> | Record<string, TData[]>>({ method: 'GET', path: resourcePath('GET', resource), query });
    const page = answer.data;
    if (!isListPage(page)) {
      const whole = wholeListOf(page);
      return { data: whole, total: whole.length, message: answer.message, messageLanguage: answer.messageLanguage };
    }
    // A total the server counted only so far: the pager says "more than" it (components/list-pager.ts).
    return { data: page.items, total: page.total, totalIsLowerBound: page.totalIsLowerBound === true, totals: page.totals, message: answer.message, messageLanguage: answer.messageLanguage };
  },

  getOne: async <TData extends BaseRecord>({ resource, id }: Parameters<DataProvider['getOne']>[0]) => {
    const answer = await adminRequest<TData>({ method: 'GET', path: resourcePath('GET', resource, id) });
    return { data: answer.data };
  },

  create: async <TData extends BaseRecord>({ resource, variables, meta }: Parameters<DataProvider['create']>[0]) => said(await adminRequest<TData>(changeRequest('POST', resource, undefined, variables, meta))),

  update: async <TData extends BaseRecord>({ resource, id, variables, meta }: Parameters<DataProvider['update']>[0]) => said(await adminRequest<TData>(changeRequest('PATCH', resource, id, variables, meta))),

  deleteOne: async <TData extends BaseRecord>({ resource, id, meta }: Parameters<DataProvider['deleteOne']>[0]) => said(await adminRequest<TData>(changeRequest('DELETE', resource, id, undefined, meta))),

  custom: async <TData extends BaseRecord>({ url, method, payload, query, filters, sorters }: Parameters<NonNullable<DataProvider['custom']>>[0]) => {
    const answer = await adminRequest<TData>({
      method: customMethod(method),
      path: underAdmin(url),
      query: { ...plainQuery(query), ...sortParams(sorters), ...filterParams(filters) },
      body: payload,
    });
    return { data: answer.data, message: answer.message, messageLanguage: answer.messageLanguage };
  },
};
