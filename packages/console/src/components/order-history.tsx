import { useTable } from '@refinedev/antd';
import type { BaseRecord, HttpError } from '@refinedev/core';
import { Form, Input, Select } from 'antd';
import type { FormProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIST_PAGE_SIZE } from '../config/lists';
import { eqFilters } from '../lib/eq-filters';
import { ListSearchForm } from './list-search-form';

/**
 * What the recharge and withdrawal histories share: a table of one resource's orders, newest
 * first (the contract sorts these by id only), searched by status and member id.
 */
interface OrderSearch<Status extends string> {
  status?: Status;
  memberId?: string;
}

export function useOrderHistory<Item extends BaseRecord, Status extends string>(resource: 'recharges' | 'withdrawals') {
  return useTable<Item, HttpError, OrderSearch<Status>>({
    resource,
    pagination: { pageSize: LIST_PAGE_SIZE },
    sorters: { initial: [{ field: 'id', order: 'desc' }] },
    errorNotification: false,
    onSearch: ({ status, memberId }) => eqFilters({ status, memberId }),
  });
}

export function OrderSearchForm<Status extends string>(props: {
  formProps: FormProps;
  statuses: readonly Status[];
  statusLabel: (status: Status) => string;
  statusWidth: number;
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
      <Form.Item name="memberId" label={t('common.memberId')}>
        <Input inputMode="numeric" style={{ width: 140 }} allowClear />
      </Form.Item>
    </ListSearchForm>
  );
}
