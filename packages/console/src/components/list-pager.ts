import type { TablePaginationConfig } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIST_PAGE_SIZE } from '../config/lists';

/** What a list's pager needs of useTable's answer (the data provider passes `totalIsLowerBound` on). */
interface PagedTable {
  tableProps: { pagination?: TablePaginationConfig | false };
  tableQuery: { data?: { total?: number; totalIsLowerBound?: boolean } | undefined };
}

/**
 * A list's table with a pager that tells the truth about its total. The server counts a list
 * only ten pages past the one asked for (docs/console-api.md, "Lists"): when it says there are
 * more (`totalIsLowerBound`), the pager says "more than N" and always offers one page beyond what
 * was counted, and each page asked for counts further, so the operator can page on to the end.
 */
export function useListPager<Table extends PagedTable>(table: Table): Table {
  const { t } = useTranslation();
  const { pagination } = table.tableProps;
  if (pagination === false || pagination === undefined) return table;
  const total = table.tableQuery.data?.total ?? 0;
  const isLowerBound = table.tableQuery.data?.totalIsLowerBound === true;
  return {
    ...table,
    tableProps: {
      ...table.tableProps,
      pagination: {
        ...pagination,
        total: isLowerBound ? total + (pagination.pageSize ?? LIST_PAGE_SIZE) : total,
        showTotal: () => (isLowerBound ? t('lists.moreThan', { count: total }) : t('lists.total', { count: total })),
      },
    },
  };
}
