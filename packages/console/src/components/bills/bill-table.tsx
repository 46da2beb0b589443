import { getDefaultSortOrder } from '@refinedev/antd';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TBillItem } from '@meridian/protocol';
import { billTypeLabel } from '../../lib/bill-type';
import { entryKindLabel } from '../../lib/entry-kind';
import { formatTime } from '../../lib/format-time';
import { KeyboardScrollable } from '../keyboard-scrollable';
import { memberColumns } from '../orders/member-columns';
import { ListTotals } from '../list-totals';
import { RefusalAlert } from '../refusal-alert';
import { useOrderHistory, type OrderHistory } from '../order-history';

/**
 * Bills, newest first: of every member (the Bills page, searched by its form), or with `memberId`
 * one member's (the member page's tab: the filter is fixed, and the address stays the page's own).
 * Paged and searched as the order histories are.
 */
export const useBillHistory = (memberId?: number) => useOrderHistory<TBillItem>('bills', memberId);

export type BillHistory = OrderHistory<TBillItem>;

/** The bills table and its refusal; the member's columns only where the rows are of every member. */
export function BillTable({ table, memberId }: { table: BillHistory; memberId?: number }) {
  const { t } = useTranslation();
  const { tableProps, sorters, tableQuery } = table;
  return (
    <>
      {tableQuery.isError ? <RefusalAlert error={tableQuery.error} onRetry={() => void tableQuery.refetch()} /> : <ListTotals table={table} />}
      <KeyboardScrollable label={t('bills.title')}>
        <Table<TBillItem> {...tableProps} rowKey="id" size="middle" scroll={{ x: 1100 }}>
          <Table.Column<TBillItem> dataIndex="id" title={t('bills.id')} sorter defaultSortOrder={getDefaultSortOrder('id', sorters)} />
          {memberId === undefined ? memberColumns(t) : null}
          <Table.Column<TBillItem> dataIndex="type" title={t('bills.type')} render={(type: string) => billTypeLabel(t, type)} />
          <Table.Column<TBillItem> dataIndex="kind" title={t('bills.kind')} render={(kind: string) => entryKindLabel(t, kind)} />
          <Table.Column<TBillItem> dataIndex="amount" title={t('common.amount')} align="right" />
          <Table.Column<TBillItem> dataIndex="currency" title={t('common.currency')} />
          <Table.Column<TBillItem> dataIndex="memo" title={t('bills.memo')} />
          <Table.Column<TBillItem> dataIndex="createdAt" title={t('common.createdAt')} render={(time: string) => formatTime(time)} />
        </Table>
      </KeyboardScrollable>
    </>
  );
}

/** One member's bills (the member page's tab). */
export function MemberBills({ memberId }: { memberId: number }) {
  return <BillTable table={useBillHistory(memberId)} memberId={memberId} />;
}
