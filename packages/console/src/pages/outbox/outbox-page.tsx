import { Button, Form, Input, InputNumber, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/page-frame';
import { RefusalAlert } from '../../components/refusal-alert';
import { useAdminRead } from '../../lib/admin-calls';
import { formatTime } from '../../lib/format-time';
import { outboxChannelLabel, outboxPurposeLabel, outboxStatusLabel } from '../../lib/outbox-words';

/** A message's delivery: the server never answers its code or text (they prove the recipient's identity). */
interface OutboxMessage {
  id: number;
  createdAt: string;
  channel: string;
  recipient: string;
  purpose: string;
  status: string;
}

interface OutboxFilter {
  to?: string;
  limit: number;
}

/** Whether verification messages went out (GET /admin/outbox?to=&limit=), newest first. */
export default function OutboxPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<OutboxFilter>({ limit: 20 });
  const { read, data } = useAdminRead<{ messages: OutboxMessage[] }>('/admin/outbox', { to: filter.to, limit: filter.limit });
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
      <Table<OutboxMessage> dataSource={data?.messages ?? []} loading={read.isFetching} rowKey="id" size="middle" pagination={false}>
        <Table.Column<OutboxMessage> dataIndex="createdAt" title={t('common.createdAt')} render={(time: string) => formatTime(time)} />
        <Table.Column<OutboxMessage> dataIndex="channel" title={t('outbox.channel')} render={(channel: string) => outboxChannelLabel(t, channel)} />
        <Table.Column<OutboxMessage> dataIndex="recipient" title={t('outbox.recipient')} />
        <Table.Column<OutboxMessage> dataIndex="purpose" title={t('outbox.purpose')} render={(purpose: string) => outboxPurposeLabel(t, purpose)} />
        <Table.Column<OutboxMessage> dataIndex="status" title={t('common.status')} render={(status: string) => outboxStatusLabel(t, status)} />
      </Table>
    </PageFrame>
  );
}
