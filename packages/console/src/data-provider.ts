/* eslint-disable @typescript-eslint/no-unnecessary-type-parameters -- refine's DataProvider declares each
   method generic in the record type it answers, so an implementation has to be generic too. */
import type { BaseRecord, CrudFilter, CrudSort, DataProvider } from '@refinedev/core';
import { ADMIN_BASE, adminRequest, type AdminMethod, type QueryValue } from './api/admin-request';
import type { ListPage } from './api/admin-types';
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

/** `/admin/x` and `x` both name `/admin/x`: pages pass full paths, refine passes resource names. */
function pathUnderAdmin(url: string): string {
  if (url.startsWith(`${ADMIN_BASE}/`)) return url.slice(ADMIN_BASE.length);
  return url.startsWith('/') ? url : `/${url}`;
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
    const answer = await adminRequest<ListPage<TData>>({ method: 'GET', path: `/${resource}`, query });
    // A total the server counted only so far: the pager says "more than" it (components/list-pager.ts).
    return { data: answer.data.items, total: answer.data.total, totalIsLowerBound: answer.data.totalIsLowerBound === true, totals: answer.data.totals, message: answer.message, messageLanguage: answer.messageLanguage };
  },

  getOne: async <TData extends BaseRecord>({ resource, id }: Parameters<DataProvider['getOne']>[0]) => {
    const answer = await adminRequest<TData>({ method: 'GET', path: `/${resource}/${encodeURIComponent(String(id))}` });
    return { data: answer.data };
  },

  create: async <TData extends BaseRecord>({ resource, variables }: Parameters<DataProvider['create']>[0]) => {
    const answer = await adminRequest<TData>({ method: 'POST', path: `/${resource}`, body: variables });
    return { data: answer.data };
  },

  update: async <TData extends BaseRecord>({ resource, id, variables }: Parameters<DataProvider['update']>[0]) => {
    const answer = await adminRequest<TData>({ method: 'PATCH', path: `/${resource}/${encodeURIComponent(String(id))}`, body: variables });
    return { data: answer.data };
  },

  deleteOne: async <TData extends BaseRecord>({ resource, id }: Parameters<DataProvider['deleteOne']>[0]) => {
    const answer = await adminRequest<TData>({ method: 'DELETE', path: `/${resource}/${encodeURIComponent(String(id))}` });
    return { data: answer.data };
  },

  custom: async <TData extends BaseRecord>({ url, method, payload, query, filters, sorters }: Parameters<NonNullable<DataProvider['custom']>>[0]) => {
    const answer = await adminRequest<TData>({
      method: customMethod(method),
      path: pathUnderAdmin(url),
      query: { ...plainQuery(query), ...sortParams(sorters), ...filterParams(filters) },
      body: payload,
    });
    return { data: answer.data, message: answer.message, messageLanguage: answer.messageLanguage };
  },
};
