import { getDefaultSortOrder, useTable } from '@refinedev/antd';
import type { HttpError } from '@refinedev/core';
import { Form, Input, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TAuditItem } from '@meridian/protocol';
import { DayRangeField } from '../../components/day-range-field';
import { ExportCsvButton } from '../../components/export-csv-button';
import { ListSearchForm } from '../../components/list-search-form';
import { KeyboardScrollable } from '../../components/keyboard-scrollable';
import { PageFrame } from '../../components/page-frame';
import { LIST_PAGE_SIZE } from '../../config/lists';
import { RefusalAlert } from '../../components/refusal-alert';
import { withCreatedDays } from '../../lib/day-range';
import { eqFilters } from '../../lib/eq-filters';
import { formatTime } from '../../lib/format-time';
import { auditActionLabel, auditActorLabel, auditTargetLabel } from '../../lib/audit-words';
import { useListPager } from '../../components/list-pager';

interface AuditSearch {
  actor?: string;
  action?: string;
}

/** A detail is the command's fields or result, any JSON: shown on one line, the whole on hover. */
function detailText(detail: unknown): string {
  if (detail === null || detail === undefined) return '';
  return typeof detail === 'string' ? detail : JSON.stringify(detail);
}

export default function AuditListPage() {
  const { t } = useTranslation();
  const { tableProps, searchFormProps, sorters, tableQuery, filters } = useListPager(useTable<TAuditItem, HttpError, AuditSearch>({
    resource: 'audit',
    pagination: { pageSize: LIST_PAGE_SIZE },
    sorters: { initial: [{ field: 'id', order: 'desc' }] },
    errorNotification: false,
    onSearch: (values) => eqFilters(withCreatedDays(values)),
  }));

  return (
    <PageFrame title={t('audit.title')} actions={<ExportCsvButton list="audit" filters={filters} disabled={tableQuery.isError} />}>
      <ListSearchForm formProps={searchFormProps}>
        <Form.Item name="actor" label={t('audit.actor')}>
          <Input style={{ width: 180 }} allowClear />
        </Form.Item>
        <Form.Item name="action" label={t('audit.action')}>
          <Input style={{ width: 180 }} allowClear />
        </Form.Item>
        <DayRangeField />
      </ListSearchForm>
      {tableQuery.isError ? <RefusalAlert error={tableQuery.error} onRetry={() => void tableQuery.refetch()} /> : null}
      <KeyboardScrollable label={t('audit.title')}>
        <Table<TAuditItem> {...tableProps} rowKey="id" size="middle" scroll={{ x: 1300 }}>
          <Table.Column<TAuditItem> dataIndex="id" title={t('audit.id')} sorter defaultSortOrder={getDefaultSortOrder('id', sorters)} />
          <Table.Column<TAuditItem> dataIndex="createdAt" title={t('common.createdAt')} render={(time: string) => formatTime(time)} />
          {/* In the operator's words; the code (what the search fields take) on hover. */}
          <Table.Column<TAuditItem> dataIndex="actor" title={t('audit.actor')} render={(actor: string) => <span title={actor}>{auditActorLabel(t, actor)}</span>} />
          <Table.Column<TAuditItem> dataIndex="action" title={t('audit.action')} render={(action: string) => <span title={action}>{auditActionLabel(t, action)}</span>} />
          <Table.Column<TAuditItem> dataIndex="target" title={t('audit.target')} render={(target: string) => <span title={target}>{auditTargetLabel(t, target)}</span>} />
          <Table.Column<TAuditItem>
            dataIndex="detail"
            width={300}
            title={t('common.detail')}
            render={(detail: unknown) => (
              <Typography.Text code ellipsis={{ tooltip: detailText(detail) }} style={{ maxWidth: 280 }}>
                {detailText(detail)}
              </Typography.Text>
            )}
          />
          <Table.Column<TAuditItem> dataIndex="outcome" title={t('audit.outcome')} />
          <Table.Column<TAuditItem> dataIndex="ip" title={t('audit.ip')} />
          <Table.Column<TAuditItem> dataIndex="userAgent" title={t('audit.device')} ellipsis />
        </Table>
      </KeyboardScrollable>
    </PageFrame>
  );
}
