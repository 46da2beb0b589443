import type { BaseRecord } from '@refinedev/core';
import { Table } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderSearchForm, useOrderHistory, type OrderHistory, type OrderListProps, type OrderResource } from '../order-history';
import { KeyboardScrollable } from '../keyboard-scrollable';
import { ListTotals } from '../list-totals';
import { RefusalAlert } from '../refusal-alert';
import { memberColumns } from './member-columns';

/** The list's name, for the scrolling region a screen reader announces. */
const LIST_NAMES = {
  recharges: 'recharges.recharges',
  withdrawals: 'withdrawals.withdrawals',
  contracts: 'contracts.contracts',
  'mining-orders': 'mining-orders.mining-orders',
  'interest-orders': 'interest-orders.interest-orders',
  'task-orders': 'task-orders.task-orders',
} as const satisfies Record<OrderResource, string>;

interface OrderListFrameProps<Status extends string> extends OrderListProps {
  resource: OrderResource;
  statuses: readonly Status[];
  statusLabel: (status: Status) => string;
  /** The status select's width (the longest status name's room); 160 unless said. */
  statusWidth?: number;
  /** Search fields of this kind besides status and member id. */
  filters?: ReactNode;
  /** The table's scroll width: its columns' room. */
  width: number;
  /** The kind's own columns, after the order number and its member. */
  children: ReactNode;
}

/**
 * What every list of members' orders is: searched by status and member (over every member), its
 * refusal with Try again, and a table led by the order number and whose it is. On the member
 * page (`memberId`), no search and no member columns: every row is that member's.
 */
export function OrderListFrame<Status extends string>(props: OrderListFrameProps<Status>) {
  return <OrderListView {...props} table={useOrderHistory(props.resource, props.memberId)} />;
}

/**
 * The same frame over a table its page holds itself: a page whose header needs the table's
 * filters too (its Export CSV) makes the table and hands it over.
 */
export function OrderListView<Status extends string, Item extends BaseRecord>({
  resource,
  memberId,
  statuses,
  statusLabel,
  statusWidth = 160,
  filters,
  width,
  children,
  table,
}: OrderListFrameProps<Status> & { table: OrderHistory<Item> }) {
  const { t } = useTranslation();
  const { tableProps, searchFormProps, tableQuery } = table;
  const isEveryMember = memberId === undefined;
  return (
    <>
      {isEveryMember ? (
        <OrderSearchForm formProps={searchFormProps} statuses={statuses} statusLabel={statusLabel} statusWidth={statusWidth}>
          {filters}
        </OrderSearchForm>
      ) : null}
      {tableQuery.isError ? <RefusalAlert error={tableQuery.error} onRetry={() => void tableQuery.refetch()} /> : <ListTotals table={table} />}
      <KeyboardScrollable label={t(LIST_NAMES[resource])}>
        <Table {...tableProps} rowKey="orderNo" size="middle" scroll={{ x: width }}>
          <Table.Column dataIndex="orderNo" title={t('common.orderNo')} />
          {isEveryMember ? memberColumns(t) : null}
          {children}
        </Table>
      </KeyboardScrollable>
    </>
  );
}
