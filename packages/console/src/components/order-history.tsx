import { useTable } from '@refinedev/antd';
import type { BaseRecord, HttpError } from '@refinedev/core';
import { Form, Select } from 'antd';
import type { FormProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LIST_PAGE_SIZE } from '../config/lists';
import { withCreatedDays } from '../lib/day-range';
import { eqFilters } from '../lib/eq-filters';
import { ListSearchForm } from './list-search-form';
import { MemberFilterField } from './member-filter-field';
import { useListPager } from './list-pager';

/**
 * What the order histories share (recharges, withdrawals, and members' contracts, mining,
 * interest and task orders): a table of one resource's orders, newest first (the contract sorts
 * these by id only), searched by status, member (username or id) and whatever else the form adds.
 */
export type OrderResource = 'recharges' | 'withdrawals' | 'contracts' | 'mining-orders' | 'interest-orders' | 'task-orders';

/** A list of orders of every member, or with `memberId` only that member's (the member page). */
export interface OrderListProps {
  memberId?: number;
}

/** The search form's values: status, member (a username or an id), and any further `eq` filter of the resource. */
type OrderSearch = Record<string, string | undefined>;

/**
 * One resource's orders (or bills, whose table is paged and searched alike). With `memberId`, only
 * that member's (the member page): the filter is fixed, and the page in the address stays the
 * member page's own rather than the table's.
 */
export function useOrderHistory<Item extends BaseRecord>(resource: OrderResource | 'bills', memberId?: number) {
  const isOneMember = memberId !== undefined;
  return useListPager(useTable<Item, HttpError, OrderSearch>({
    resource,
    pagination: { pageSize: LIST_PAGE_SIZE },
    sorters: { initial: [{ field: 'id', order: 'desc' }] },
    filters: isOneMember ? { permanent: [{ field: 'memberId', operator: 'eq', value: memberId }] } : undefined,
    syncWithLocation: !isOneMember,
    errorNotification: false,
    // A refusal says why at once, with its own Try again, instead of after three silent retries.
    queryOptions: { retry: false },
    onSearch: (values) => eqFilters(withCreatedDays(values)),
  }));
}

/** One resource's table as useOrderHistory makes it. */
export type OrderHistory<Item extends BaseRecord> = ReturnType<typeof useOrderHistory<Item>>;

export function OrderSearchForm<Status extends string>(props: {
  formProps: FormProps;
  statuses: readonly Status[];
  statusLabel: (status: Status) => string;
  statusWidth: number;
  /** Filters of this resource besides status and member id. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <ListSearchForm formProps={props.formProps}>
      <Form.Item name="status" label={t('common.status')}>
        <Select
          allowClear
          placeholder={t('common.allStatuses')}
          style={{ width: props.statusWidth }}
          options={props.statuses.map((status) => ({ value: status, label: props.statusLabel(status) }))}
        />
      </Form.Item>
      {props.children}
      <MemberFilterField />
    </ListSearchForm>
  );
}
