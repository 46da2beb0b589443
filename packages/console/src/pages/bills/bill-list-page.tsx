import { getDefaultSortOrder, useTable } from '@refinedev/antd';
import type { HttpError } from '@refinedev/core';
import { Form, Input, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BillItem } from '../../api/admin-types';
import { ExportCsvButton } from '../../components/export-csv-button';
import { ListSearchForm } from '../../components/list-search-form';
import { KeyboardScrollable } from '../../components/keyboard-scrollable';
import { PageFrame } from '../../components/page-frame';
import { LIST_PAGE_SIZE } from '../../config/lists';
import { RefusalAlert } from '../../components/refusal-alert';
import { eqFilters } from '../../lib/eq-filters';
import { formatTime } from '../../lib/format-time';

interface BillSearch {
  memberId?: string;
  type?: string;
}

export default function BillListPage() {
  const { t } = useTranslation();
  const { tableProps, searchFormProps, sorters, tableQuery, filters } = useTable<BillItem, HttpError, BillSearch>({
    resource: 'bills',
    pagination: { pageSize: LIST_PAGE_SIZE },
    sorters: { initial: [{ field: 'id', order: 'desc' }] },
    errorNotification: false,
    onSearch: ({ memberId, type }) => eqFilters({ memberId, type }),
  });

  return (
    <PageFrame title={t('bills.title')} actions={<ExportCsvButton list="bills" filters={filters} disabled={tableQuery.isError} />}>
      <ListSearchForm formProps={searchFormProps}>
        <Form.Item name="memberId" label={t('common.memberId')}>
          <Input inputMode="numeric" style={{ width: 140 }} allowClear />
        </Form.Item>
        <Form.Item name="type" label={t('bills.type')}>
          <Input style={{ width: 180 }} allowClear />
        </Form.Item>
      </ListSearchForm>
      {tableQuery.isError ? <RefusalAlert error={tableQuery.error} onRetry={() => void tableQuery.refetch()} /> : null}
      <KeyboardScrollable label={t('bills.title')}>
        <Table<BillItem> {...tableProps} rowKey="id" size="middle" scroll={{ x: 1100 }}>
          <Table.Column<BillItem> dataIndex="id" title={t('bills.id')} sorter defaultSortOrder={getDefaultSortOrder('id', sorters)} />
          <Table.Column<BillItem> dataIndex="memberId" title={t('common.memberId')} />
          <Table.Column<BillItem> dataIndex="username" title={t('common.member')} />
          <Table.Column<BillItem> dataIndex="type" title={t('bills.type')} />
          <Table.Column<BillItem> dataIndex="kind" title={t('bills.kind')} />
          <Table.Column<BillItem> dataIndex="amount" title={t('common.amount')} align="right" />
          <Table.Column<BillItem> dataIndex="currency" title={t('common.currency')} />
          <Table.Column<BillItem> dataIndex="memo" title={t('bills.memo')} />
          <Table.Column<BillItem> dataIndex="createdAt" title={t('common.createdAt')} render={(time: string) => formatTime(time)} />
        </Table>
      </KeyboardScrollable>
    </PageFrame>
  );
}
