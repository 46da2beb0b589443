import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TAmountTotal } from '@meridian/protocol';

/** What a list's table answered: a money list's answer carries its totals (data-provider.ts). */
interface TotalledTable {
  tableQuery: { data?: { total: number; totals?: TAmountTotal[] | undefined } | undefined };
}

/**
 * What every row the list's filter matches adds up to, per currency, as the server counted it
 * over the whole filter (not the page shown). Nothing for a list that has no totals.
 */
export function ListTotals({ table }: { table: TotalledTable }) {
  const { t } = useTranslation();
  const totals = table.tableQuery.data?.totals;
  if (totals === undefined) return null;
  const count = totals.reduce((rows, total) => rows + total.count, 0);
  const amounts = totals.map((total) => `${total.amount} ${total.currency}`).join(' · ');
  return (
    <Typography.Text role="status" data-testid="list-totals">
      {count === 0 ? t('listTotals.none') : t('listTotals.summary', { count, amounts })}
    </Typography.Text>
  );
}
