import type { TOutboxMessage } from '@meridian/protocol';
import { Button, Form, Input, InputNumber, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/page-frame';
import { RefusalAlert } from '../../components/refusal-alert';
import { useAdminRead } from '../../lib/admin-calls';
import { formatTime } from '../../lib/format-time';
import { outboxChannelLabel, outboxPurposeLabel, outboxStatusLabel } from '../../lib/outbox-words';
import { readCall } from '../../api/admin-call';


interface OutboxFilter {
  to?: string;
  limit: number;
}

/** Whether verification messages went out (GET /admin/outbox?to=&limit=), newest first. */
export default function OutboxPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<OutboxFilter>({ limit: 20 });
  const { read, data } = useAdminRead(readCall('outbox'), { to: filter.to, limit: filter.limit });
  return (
    <PageFrame title={t('outbox.title')}>
      <Form<OutboxFilter> name="outbox-filter"
        layout="inline"
        role="search"
        initialValues={filter}
        onFinish={(values) => { setFilter({ to: values.to?.trim() === '' ? undefined : values.to?.trim(), limit: values.limit }); }}
      >
        <Form.Item name="to" label={t('outbox.to')}>
          <Input allowClear placeholder={t('outbox.toHint')} style={{ width: 240 }} />
        </Form.Item>
        <Form.Item name="limit" label={t('outbox.limit')}>
          <InputNumber min={1} max={500} precision={0} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('common.search')}
          </Button>
          <Button onClick={() => void read.refetch()}>{t('buttons.refresh')}</Button>
        </Space>
      </Form>
      {read.isError ? <RefusalAlert error={read.error} onRetry={() => void read.refetch()} /> : null}
      <Table<TOutboxMessage> dataSource={data?.messages ?? []} loading={read.isFetching} rowKey="id" size="middle" pagination={false}>
        <Table.Column<TOutboxMessage> dataIndex="createdAt" title={t('common.createdAt')} render={(time: string) => formatTime(time)} />
        <Table.Column<TOutboxMessage> dataIndex="channel" title={t('outbox.channel')} render={(channel: string) => outboxChannelLabel(t, channel)} />
        <Table.Column<TOutboxMessage> dataIndex="recipient" title={t('outbox.recipient')} />
        <Table.Column<TOutboxMessage> dataIndex="purpose" title={t('outbox.purpose')} render={(purpose: string) => outboxPurposeLabel(t, purpose)} />
        <Table.Column<TOutboxMessage> dataIndex="status" title={t('common.status')} render={(status: string) => outboxStatusLabel(t, status)} />
      </Table>
    </PageFrame>
  );
}
