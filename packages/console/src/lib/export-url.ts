import type { CrudFilter } from '@refinedev/core';
import { adminPath } from '@meridian/protocol';
import { adminUrl } from '../api/admin-request';
import { filterParams } from '../data-provider';

/** The lists the admin API exports as CSV (docs/console-api.md, "Exports"): each has its `<list>-export` command. */
export type ExportableList = 'recharges' | 'withdrawals' | 'bills' | 'audit';

/**
 * The file of a list with the filters the page shows now: the export route takes the list's own
 * query parameters, so the same `eq` filters the table sends (no paging: the file is every match).
 */
export function exportUrl(list: ExportableList, filters: readonly CrudFilter[]): string {
  return adminUrl(adminPath(`${list}-export`), filterParams(filters));
}
