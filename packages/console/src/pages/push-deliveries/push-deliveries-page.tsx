import { PUSH_DELIVERY_STATUSES, type TNotificationKind, type TPushDeliveriesAnswer, type TPushDelivery, type TPushDeliveryStatus } from '@meridian/protocol';
import { Button, Flex, Form, InputNumber, Select, Space, Statistic, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readCall } from '../../api/admin-call';
import { KeyboardScrollable } from '../../components/keyboard-scrollable';
import { MemberFilterField } from '../../components/member-filter-field';
import { PageFrame } from '../../components/page-frame';
import { RefusalAlert } from '../../components/refusal-alert';
import { useAdminRead } from '../../lib/admin-calls';
import { ageOf, formatTime } from '../../lib/format-time';
import { notificationKindLabel, pushDeviceLabel, pushStatusLabel } from '../../lib/push-delivery-words';
import { PushStatusTag } from './push-status-tag';

interface PushDeliveriesFilter {
  status?: TPushDeliveryStatus | undefined;
  member?: string | undefined;
  limit: number;
}

/** How many pushes of the whole queue are in each state, and how long the oldest waiting one has waited. */
function QueueFigures({ figures }: { figures: Pick<TPushDeliveriesAnswer, 'counts' | 'oldestPendingAt'> | undefined }) {
  const { t } = useTranslation();
  const oldest = figures?.oldestPendingAt ?? null;
  return (
    <Flex wrap gap={32} role="group" aria-label={t('push-deliveries.queue')}>
      {PUSH_DELIVERY_STATUSES.map((status) => (
        <Statistic key={status} title={<PushStatusTag status={status} />} value={figures?.counts[status] ?? '—'} />
      ))}
      <Statistic title={t('push-deliveries.oldestPending')} value={oldest === null ? t('push-deliveries.noneWaiting') : ageOf(oldest)} />
    </Flex>
  );
}

/** The Web Push queue (GET /admin/push-deliveries?status=&member=&limit=): its figures, then its deliveries newest first. */
export default function PushDeliveriesPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<PushDeliveriesFilter>({ limit: 20 });
  const { read, data } = useAdminRead(readCall('push-deliveries'), { status: filter.status, member: filter.member, limit: filter.limit });
  return (
    <PageFrame title={t('push-deliveries.title')}>
      <Form<PushDeliveriesFilter>
        name="push-deliveries-filter"
        layout="inline"
        role="search"
        initialValues={filter}
        // A cleared select or member field means every status or every member.
        onFinish={(values) => { setFilter({ status: values.status ?? undefined, member: values.member === '' ? undefined : values.member, limit: values.limit }); }}
      >
        <Form.Item name="status" label={t('common.status')}>
          <Select allowClear placeholder={t('common.allStatuses')} style={{ width: 180 }} options={PUSH_DELIVERY_STATUSES.map((status) => ({ value: status, label: pushStatusLabel(t, status) }))} />
        </Form.Item>
        <MemberFilterField />
        <Form.Item name="limit" label={t('push-deliveries.limit')}>
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
      <QueueFigures figures={data} />
      <KeyboardScrollable label={t('push-deliveries.deliveries')}>
        <Table<TPushDelivery> dataSource={data?.deliveries ?? []} loading={read.isFetching} rowKey="id" size="middle" pagination={false} scroll={{ x: 1200 }}>
          <Table.Column<TPushDelivery> dataIndex="createdAt" title={t('push-deliveries.queuedAt')} render={(time: string) => formatTime(time)} />
          <Table.Column<TPushDelivery> dataIndex="member" title={t('common.member')} />
          <Table.Column<TPushDelivery> dataIndex="kind" title={t('push-deliveries.kind')} render={(kind: TNotificationKind) => notificationKindLabel(t, kind)} />
          <Table.Column<TPushDelivery> dataIndex="device" title={t('push-deliveries.device')} render={(device: string | null) => pushDeviceLabel(t, device)} />
          <Table.Column<TPushDelivery> dataIndex="status" title={t('common.status')} render={(status: TPushDeliveryStatus) => <PushStatusTag status={status} />} />
          <Table.Column<TPushDelivery> dataIndex="attempts" title={t('push-deliveries.attempts')} align="right" />
          {/* The next try means something only while the push waits; a done push keeps its last one. */}
          <Table.Column<TPushDelivery> key="nextAttemptAt" title={t('push-deliveries.nextAttemptAt')} render={(_value, delivery) => (delivery.status === 'pending' ? formatTime(delivery.nextAttemptAt) : '—')} />
          <Table.Column<TPushDelivery> dataIndex="lastError" title={t('push-deliveries.lastError')} render={(error: string | null) => error ?? '—'} />
          <Table.Column<TPushDelivery> dataIndex="doneAt" title={t('push-deliveries.doneAt')} render={(time: string | null) => formatTime(time)} />
        </Table>
      </KeyboardScrollable>
    </PageFrame>
  );
}
