import type { CrudFilters } from '@refinedev/core';

/**
 * A search form's values as the list's `eq` filters (the admin API's query parameters). Blank
 * values are sent as undefined, which removes the filter instead of searching for "".
 */
export function eqFilters(values: Record<string, string | number | null | undefined>): CrudFilters {
  return Object.entries(values).map(([field, value]) => {
    const text = typeof value === 'string' ? value.trim() : value;
    return { field, operator: 'eq', value: text === '' || text === null ? undefined : text };
  });
}
