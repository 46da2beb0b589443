import { newRequestId } from '@meridian/protocol';
import { useCan, useCustom, useCustomMutation, useInvalidate } from '@refinedev/core';
import { App, Button, Image, Space, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PendingOrder } from '../../api/admin-types';
import { KeyboardScrollable } from '../../components/keyboard-scrollable';
import { PageFrame } from '../../components/page-frame';
import { RefusalAlert } from '../../components/refusal-alert';
import { ToneTag } from '../../components/tone-tag';
import { ageOf, formatTime } from '../../lib/format-time';
import { methodLabel } from '../../lib/payment-method';
import { doneUnlessHeld, heldNotice } from '../../lib/held-answer';
import { refusalNotification } from '../../lib/refusal-text';
import { readPendingQueue, setPendingQueue, usePendingQueueChange } from '../../live/pending-count-store';
import { RejectOrderModal } from './reject-order-modal';
import { ReviewFacts } from './review-facts';

/** The queue is short by nature; the contract's `limit` keeps it bounded. */
const PENDING_LIMIT = 100;

/** Each kind's routes and the commands they need (docs/console-api.md, "Actions"). */
const ORDER_ROUTES = {
  recharge: { collection: 'recharges', accept: 'approve', acceptAction: 'recharge-approve', rejectAction: 'recharge-reject' },
  withdrawal: { collection: 'withdrawals', accept: 'pay', acceptAction: 'withdrawal-pay', rejectAction: 'withdrawal-reject' },
} as const;

function useMay(action: string): boolean {
  return useCan({ resource: 'pending', action }).data?.can ?? false;
}

export default function PendingPage() {
  const { t } = useTranslation();
  const { modal, notification } = App.useApp();
  const invalidate = useInvalidate();
  const [rejecting, setRejecting] = useState<PendingOrder | null>(null);
  const { query, result } = useCustom<{ orders: PendingOrder[] }>({
    url: '/admin/pending',
    method: 'get',
    config: { query: { limit: PENDING_LIMIT } },
    errorNotification: false,
  });
  const { mutate, mutation } = useCustomMutation();
  const orders = query.isSuccess ? result.data.orders : [];
  const oldestShown = orders[0]?.createdAt ?? null;
  // The live channel says the queue moved: show it, unless this list already does.
  usePendingQueueChange((queue) => {
    if (queue.count !== orders.length || queue.oldestAt !== oldestShown) void query.refetch();
  });
  // Opened before the live channel spoke (a reload here): the whole queue, when it fits, gives the sider its count.
  const shownCount = query.isSuccess && orders.length < PENDING_LIMIT ? orders.length : null;
  useEffect(() => {
    if (shownCount !== null && readPendingQueue() === null) setPendingQueue({ count: shownCount, oldestAt: oldestShown });
  }, [shownCount, oldestShown]);

  const may = {
    'recharge-approve': useMay('recharge-approve'),
    'recharge-reject': useMay('recharge-reject'),
    'withdrawal-pay': useMay('withdrawal-pay'),
    'withdrawal-reject': useMay('withdrawal-reject'),
  };

  const decide = (order: PendingOrder, verb: 'approve' | 'pay' | 'reject', body: object) =>
    new Promise<void>((resolve) => {
      const route = ORDER_ROUTES[order.kind];
      mutate(
        {
          url: `/admin/${route.collection}/${encodeURIComponent(order.orderNo)}/${verb}`,
          method: 'post',
          values: body,
          // Four eyes may hold a payment (202): that is no "Done" (held-answer.ts).
          successNotification: doneUnlessHeld,
          errorNotification: refusalNotification,
        },
        {
          onSuccess: (answer) => {
            const held = heldNotice(answer);
            if (held !== null) notification.warning(held);
            setRejecting(null);
            void invalidate({ resource: route.collection, invalidates: ['list'] });
          },
          // Refused or done, the queue may have moved (409: another operator handled it).
          onSettled: () => {
            void query.refetch();
            resolve();
          },
        },
      );
    });

  const confirmAccept = (order: PendingOrder) => {
    const route = ORDER_ROUTES[order.kind];
    const values = { orderNo: order.orderNo, amount: order.amount, currency: order.currency, username: order.username };
    // One id for this confirmation: a retry of its request answers the first result (operator-requests.ts).
    const requestId = newRequestId();
    modal.confirm({
      title: route.accept === 'approve' ? t('pending.approve') : t('pending.pay'),
      content: route.accept === 'approve' ? t('pending.approveConfirm', values) : t('pending.payConfirm', values),
      okText: route.accept === 'approve' ? t('pending.approve') : t('pending.pay'),
      cancelText: t('common.cancel'),
      onOk: () => decide(order, route.accept, { requestId }),
    });
  };

  return (
    <PageFrame title={t('pending.title')} actions={<Button onClick={() => void query.refetch()}>{t('buttons.refresh')}</Button>}>
      {query.isError ? <RefusalAlert error={query.error} onRetry={() => void query.refetch()} /> : null}
      {/* Ten columns do not fit a laptop's window: the table scrolls sideways and keeps its
          actions in view, since approving or rejecting is what this page is for. */}
      <KeyboardScrollable label={t('pending.title')}>
        <Table<PendingOrder> rowKey="orderNo" size="middle" loading={query.isFetching} dataSource={orders} pagination={false} scroll={{ x: 1500 }}>
          <Table.Column<PendingOrder>
            dataIndex="kind"
            title={t('pending.kind')}
            render={(kind: PendingOrder['kind']) => <ToneTag tone={kind === 'recharge' ? 'info' : 'waiting'}>{t(`pending.kinds.${kind}`)}</ToneTag>}
          />
          <Table.Column<PendingOrder> dataIndex="orderNo" title={t('common.orderNo')} width={250} />
          <Table.Column<PendingOrder> dataIndex="username" title={t('common.member')} />
          <Table.Column<PendingOrder> dataIndex="amount" title={t('common.amount')} align="right" />
          <Table.Column<PendingOrder> dataIndex="currency" title={t('common.currency')} />
          <Table.Column<PendingOrder> dataIndex="mode" title={t('pending.mode')} render={(mode: string | null) => methodLabel(t, mode)} />
          <Table.Column<PendingOrder>
            dataIndex="facts"
            title={t('common.detail')}
            width={320}
            render={(facts: PendingOrder['facts']) => <ReviewFacts facts={facts} />}
          />
          <Table.Column<PendingOrder>
            dataIndex="proofUrl"
            title={t('pending.proof')}
            render={(proofUrl: string | undefined, order) =>
              proofUrl === undefined || proofUrl === '' ? null : (
                <Image src={proofUrl} width={48} height={48} style={{ objectFit: 'cover' }} alt={t('pending.proofAlt', { orderNo: order.orderNo })} />
              )
            }
          />
          <Table.Column<PendingOrder> dataIndex="createdAt" title={t('common.createdAt')} render={(createdAt: string) => formatTime(createdAt)} />
          <Table.Column<PendingOrder> key="waiting" title={t('pending.waiting')} render={(_value, order) => ageOf(order.createdAt)} />
          <Table.Column<PendingOrder>
            key="actions"
            title={t('common.actions')}
            width={200}
            fixed="right"
            render={(_value, order) => {
              const route = ORDER_ROUTES[order.kind];
              return (
                <Space wrap>
                  {may[route.acceptAction] ? (
                    <Button type="primary" size="small" onClick={() => { confirmAccept(order); }}>
                      {route.accept === 'approve' ? t('pending.approve') : t('pending.pay')}
                    </Button>
                  ) : null}
                  {may[route.rejectAction] ? (
                    <Button danger size="small" onClick={() => { setRejecting(order); }}>
                      {t('pending.reject')}
                    </Button>
                  ) : null}
                </Space>
              );
            }}
          />
        </Table>
      </KeyboardScrollable>
      <RejectOrderModal
        orderNo={rejecting?.orderNo ?? null}
        isPending={mutation.isPending}
        onClose={() => { setRejecting(null); }}
        onReject={(reason) => {
          if (rejecting !== null) void decide(rejecting, 'reject', { reason });
        }}
      />
    </PageFrame>
  );
}
