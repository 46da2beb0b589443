import { useTable } from '@refinedev/antd';
import type { BaseRecord, CrudFilter } from '@refinedev/core';

/**
 * refine's useTable for a content list: the admin API answers the whole list (data-provider.ts),
 * refine pages it here (`client`) or shows it all (`off`); a refusal is the page's to show
 * (RefusalAlert), not a notification.
 */
export function useContentTable<Row extends BaseRecord>(resource: string, { pageSize, filters = [] }: { pageSize?: number; filters?: CrudFilter[] } = {}) {
  const { tableProps, tableQuery } = useTable<Row>({
    resource,
    syncWithLocation: false,
    pagination: pageSize === undefined ? { mode: 'off' } : { mode: 'client', pageSize },
    filters: { permanent: filters },
    errorNotification: false,
    queryOptions: { retry: false },
  });
  const rows: readonly Row[] = tableQuery.data?.data ?? [];
  return { tableProps: { ...tableProps, size: 'middle' as const }, rows, read: tableQuery };
}
