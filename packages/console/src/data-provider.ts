/* eslint-disable @typescript-eslint/no-unnecessary-type-parameters -- refine's DataProvider declares each
   method generic in the record type it answers, so an implementation has to be generic too. */
import type { BaseKey, BaseRecord, CrudFilter, CrudSort, DataProvider } from '@refinedev/core';
import { adminRouteAt, type TListPage } from '@meridian/protocol';
import { ADMIN_BASE, adminRequest, type AdminMethod, type QueryValue } from './api/admin-request';
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
    const paged = pagination?.mode !== 'off';
    const query: Record<string, QueryValue> = {
      ...(paged ? { page: pagination?.currentPage ?? 1, pageSize: pagination?.pageSize ?? LIST_PAGE_SIZE } : {}),
      ...sortParams(sorters),
      ...filterParams(filters),
    };
    const answer = await adminRequest<TListPage<TData>>({ method: 'GET', path: resourcePath('GET', resource), query });
    // A total the server counted only so far: the pager says "more than" it (components/list-pager.ts).
    return { data: answer.data.items, total: answer.data.total, totalIsLowerBound: answer.data.totalIsLowerBound === true, totals: answer.data.totals, message: answer.message, messageLanguage: answer.messageLanguage };
  },

  getOne: async <TData extends BaseRecord>({ resource, id }: Parameters<DataProvider['getOne']>[0]) => {
    const answer = await adminRequest<TData>({ method: 'GET', path: resourcePath('GET', resource, id) });
    return { data: answer.data };
  },

  create: async <TData extends BaseRecord>({ resource, variables }: Parameters<DataProvider['create']>[0]) => {
    const answer = await adminRequest<TData>({ method: 'POST', path: resourcePath('POST', resource), body: variables });
    return { data: answer.data };
  },

  update: async <TData extends BaseRecord>({ resource, id, variables }: Parameters<DataProvider['update']>[0]) => {
    const answer = await adminRequest<TData>({ method: 'PATCH', path: resourcePath('PATCH', resource, id), body: variables });
    return { data: answer.data };
  },

  deleteOne: async <TData extends BaseRecord>({ resource, id }: Parameters<DataProvider['deleteOne']>[0]) => {
    const answer = await adminRequest<TData>({ method: 'DELETE', path: resourcePath('DELETE', resource, id) });
    return { data: answer.data };
  },

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
