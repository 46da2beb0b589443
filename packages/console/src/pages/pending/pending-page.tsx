import { newRequestId } from '@meridian/protocol';
import { useCan, useCustomMutation, useInvalidate } from '@refinedev/core';
import { App, Button, Image, Space, Table } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
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
import { useWaitingApprovalsChange } from '../../live/approvals-count-store';
import { readPendingQueue, setPendingQueue, usePendingQueueChange } from '../../live/pending-count-store';
import { PendingSearchForm } from './pending-search';
import { isHeldByAnother, OrderClaimControl, useOwnActor } from './order-claim-control';
import { RejectOrderModal } from './reject-order-modal';
import { ReviewFacts } from './review-facts';
import { sortOrderOf, usePendingQueue, type PendingSortField } from './use-pending-queue';

/** Each kind's routes and the commands they need (docs/console-api.md, "Actions"). */
const ORDER_ROUTES = {
  recharge: { collection: 'recharges', accept: 'approve', acceptAction: 'recharge-approve', rejectAction: 'recharge-reject' },
  withdrawal: { collection: 'withdrawals', accept: 'pay', acceptAction: 'withdrawal-pay', rejectAction: 'withdrawal-reject' },
} as const;

const isSortField = (field: unknown): field is PendingSortField => field === 'createdAt' || field === 'amount';

function useMay(action: string): boolean {
  return useCan({ resource: 'pending', action }).data?.can ?? false;
}

export default function PendingPage() {
  const { t } = useTranslation();
  const { modal, notification } = App.useApp();
  const invalidate = useInvalidate();
  const [rejecting, setRejecting] = useState<PendingOrder | null>(null);
  const queue = usePendingQueue();
  const { query, orders, total } = queue;
  const { mutate, mutation } = useCustomMutation();
  // The live channel says the queue moved, or an approval was asked for or decided (an order
  // starts or stops waiting for one): the page shows it.
  usePendingQueueChange(() => void query.refetch());
  useWaitingApprovalsChange(() => void query.refetch());
  // Opened before the live channel spoke (a reload here): the whole queue's count gives the sider its badge.
  const headCount = query.isSuccess && queue.showsQueueHead ? total : null;
  const oldestShown = orders[0]?.createdAt ?? null;
  useEffect(() => {
    if (headCount !== null && readPendingQueue() === null) setPendingQueue({ count: headCount, oldestAt: oldestShown });
  }, [headCount, oldestShown]);

  // Whose an order is: one another clerk holds is decided by them, or taken over first.
  const me = useOwnActor();
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
          // Refused, held or done, the queue may have moved (409: another operator handled it).
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

  const acceptButton = (order: PendingOrder) => {
    const route = ORDER_ROUTES[order.kind];
    // Held for a second operator: paying it again would only ask for the same approval.
    if (order.approvalId !== undefined && order.approvalId !== null) return <ToneTag tone="waiting">{t('pending.waitingApproval', { id: order.approvalId })}</ToneTag>;
    if (!may[route.acceptAction]) return null;
    return (
      <Button type="primary" size="small" disabled={isHeldByAnother(order, me)} onClick={() => { confirmAccept(order); }}>
        {route.accept === 'approve' ? t('pending.approve') : t('pending.pay')}
      </Button>
    );
  };

  return (
    <PageFrame title={t('pending.title')} actions={<Button onClick={() => void query.refetch()}>{t('buttons.refresh')}</Button>}>
      <PendingSearchForm onSearch={queue.searchFor} />
      {query.isError ? <RefusalAlert error={query.error} onRetry={() => void query.refetch()} /> : null}
      {/* The table scrolls sideways on a laptop's window. The receipt and the decision stay in view
          at its right edge together: nobody approves a transfer without its receipt before them. */}
      <KeyboardScrollable label={t('pending.title')}>
        <Table<PendingOrder>
          rowKey="orderNo"
          size="middle"
          loading={query.isFetching}
          dataSource={orders}
          scroll={{ x: 1500 }}
          pagination={{
            current: queue.page,
            pageSize: queue.pageSize,
            total,
            showSizeChanger: true,
            showTotal: (count) => t('lists.total', { count }),
          }}
          onChange={(pagination, _filters, sorter, { action }) => {
            if (action === 'paginate') {
              queue.goTo(pagination.current ?? 1, pagination.pageSize ?? queue.pageSize);
              return;
            }
            const single: SorterResult<PendingOrder> | undefined = Array.isArray(sorter) ? sorter[0] : sorter;
            const field = single?.columnKey;
            const direction = single?.order;
            // A header clicked a third time sorts no more: the queue is back in the order to work in.
            queue.sortBy(isSortField(field) && direction !== undefined && direction !== null ? { field, order: direction === 'ascend' ? 'asc' : 'desc' } : null);
          }}
        >
          <Table.Column<PendingOrder>
            dataIndex="kind"
            title={t('pending.kind')}
            render={(kind: PendingOrder['kind']) => <ToneTag tone={kind === 'recharge' ? 'info' : 'waiting'}>{t(`pending.kinds.${kind}`)}</ToneTag>}
          />
          <Table.Column<PendingOrder> dataIndex="orderNo" title={t('common.orderNo')} width={230} />
          <Table.Column<PendingOrder> dataIndex="username" title={t('common.member')} />
          <Table.Column<PendingOrder>
            key="amount"
            dataIndex="amount"
            title={t('common.amount')}
            align="right"
            sorter
            sortOrder={sortOrderOf(queue.sort, 'amount')}
            render={(amount: string, order) => `${amount} ${order.currency}`}
          />
          <Table.Column<PendingOrder> dataIndex="mode" title={t('pending.mode')} render={(mode: string | null) => methodLabel(t, mode)} />
          <Table.Column<PendingOrder> dataIndex="facts" title={t('common.detail')} width={320} render={(facts: PendingOrder['facts']) => <ReviewFacts facts={facts} />} />
          <Table.Column<PendingOrder>
            key="createdAt"
            dataIndex="createdAt"
            title={t('common.createdAt')}
            sorter
            sortOrder={sortOrderOf(queue.sort, 'createdAt')}
            render={(createdAt: string) => formatTime(createdAt)}
          />
          <Table.Column<PendingOrder> key="waiting" title={t('pending.waiting')} render={(_value, order) => ageOf(order.createdAt)} />
          <Table.Column<PendingOrder>
            dataIndex="proofUrl"
            title={t('pending.proof')}
            width={88}
            fixed="right"
            render={(proofUrl: string | undefined, order) =>
              proofUrl === undefined || proofUrl === '' ? null : (
                <Image src={proofUrl} width={64} height={64} style={{ objectFit: 'cover' }} alt={t('pending.proofAlt', { orderNo: order.orderNo })} />
              )
            }
          />
          <Table.Column<PendingOrder>
            key="actions"
            title={t('common.actions')}
            width={300}
            fixed="right"
            render={(_value, order) => {
              const route = ORDER_ROUTES[order.kind];
              return (
                <Space wrap>
                  <OrderClaimControl order={order} me={me} onChanged={() => void query.refetch()} />
                  {acceptButton(order)}
                  {may[route.rejectAction] ? (
                    <Button danger size="small" disabled={isHeldByAnother(order, me)} onClick={() => { setRejecting(order); }}>
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
