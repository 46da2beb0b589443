import { newRequestId, type TPendingOrder } from '@meridian/protocol';
import { useCustomMutation, useInvalidate } from '@refinedev/core';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeCall, type AdminChangeCall } from '../../api/admin-call';
import { doneUnlessHeld, heldNotice } from '../../lib/held-answer';
import { refusalNotification } from '../../lib/refusal-text';
import { ORDER_ROUTES } from './order-routes';

/** What deciding a pending order runs: its kind's accepting or rejecting command. */
type OrderDecision = 'recharge-approve' | 'recharge-reject' | 'withdrawal-pay' | 'withdrawal-reject';

/**
 * Approving, paying and rejecting pending orders: a yes asked first, a reason asked for a
 * rejection or for a payment four eyes will hold. `readAgain` after each answer, whatever it was.
 */
export function useOrderDecisions(readAgain: () => void) {
  const { t } = useTranslation();
  const { modal, notification } = App.useApp();
  const invalidate = useInvalidate();
  const [rejecting, setRejecting] = useState<TPendingOrder | null>(null);
  // A payment four eyes will hold, asked its reason; one request id per opening of the dialog.
  const [paying, setPaying] = useState<{ order: TPendingOrder; requestId: string } | null>(null);
  const { mutate, mutation } = useCustomMutation();

  const decide = (order: TPendingOrder, call: AdminChangeCall<OrderDecision>) =>
    new Promise<void>((resolve) => {
      const route = ORDER_ROUTES[order.kind];
      mutate(
        {
          ...call,
          // Four eyes may hold a payment (202): that is no "Done" (held-answer.ts).
          successNotification: doneUnlessHeld,
          errorNotification: refusalNotification,
        },
        {
          onSuccess: (answer) => {
            const held = heldNotice(answer);
            if (held !== null) notification.warning(held);
            setRejecting(null);
            setPaying(null);
            void invalidate({ resource: route.collection, invalidates: ['list'] });
          },
          // Refused, held or done, the queue may have moved (409: another operator handled it).
          onSettled: () => {
            readAgain();
            resolve();
          },
        },
      );
    });

  const confirmAccept = (order: TPendingOrder) => {
    const route = ORDER_ROUTES[order.kind];
    // Above the four-eyes limit, the second operator decides on the payer's reason: asked instead of a yes.
    if (order.kind === 'withdrawal' && order.fourEyesAbove !== null) {
      setPaying({ order, requestId: newRequestId() });
      return;
    }
    const values = { orderNo: order.orderNo, amount: order.amount, currency: order.currency, username: order.username };
    // One id for this confirmation: a retry of its request answers the first result (operator-requests.ts).
    const requestId = newRequestId();
    modal.confirm({
      title: route.accept === 'approve' ? t('pending.approve') : t('pending.pay'),
      content: route.accept === 'approve' ? t('pending.approveConfirm', values) : t('pending.payConfirm', values),
      okText: route.accept === 'approve' ? t('pending.approve') : t('pending.pay'),
      cancelText: t('common.cancel'),
      onOk: () => decide(order, changeCall(route.acceptAction, { requestId }, { orderNo: order.orderNo })),
    });
  };

  return {
    isPending: mutation.isPending,
    confirmAccept,
    /** The withdrawal whose payment reason is asked, or null. */
    paying: paying?.order ?? null,
    pay: (reason: string) => {
      if (paying !== null) void decide(paying.order, changeCall('withdrawal-pay', { reason, requestId: paying.requestId }, { orderNo: paying.order.orderNo }));
    },
    stopPaying: () => {
      setPaying(null);
    },
    /** The order whose rejection reason is asked, or null. */
    rejecting,
    startRejecting: (order: TPendingOrder) => {
      setRejecting(order);
    },
    reject: (reason: string) => {
      if (rejecting !== null) void decide(rejecting, changeCall(ORDER_ROUTES[rejecting.kind].rejectAction, { reason }, { orderNo: rejecting.orderNo }));
    },
    stopRejecting: () => {
      setRejecting(null);
    },
  };
}
