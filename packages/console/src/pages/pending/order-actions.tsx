import type { TPendingOrder } from '@meridian/protocol';
import { Button, Space } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ToneTag } from '../../components/tone-tag';
import { isHeldByAnother, OrderClaimControl } from './order-claim-control';
import { ORDER_ROUTES } from './order-routes';
import type { DecisionRights } from './use-decision-rights';

interface OrderActionsProps {
  order: TPendingOrder;
  /** The signed-in operator as a claim names its holder. */
  me: string | null;
  may: DecisionRights;
  /** Taken, let go or taken over: the queue is read again. */
  onClaimChanged: () => void;
  onAccept: (order: TPendingOrder) => void;
  onReject: (order: TPendingOrder) => void;
}

/**
 * Approve or Pay, or that it waits for a second operator. A value, not a component: the actions'
 * Space keeps no empty place for a button the role may not use.
 */
function acceptControl(t: TFunction, { order, may, me, onAccept }: Omit<OrderActionsProps, 'onClaimChanged' | 'onReject'>): ReactElement | null {
  const route = ORDER_ROUTES[order.kind];
  // Held for a second operator: paying it again would only ask for the same approval.
  if (order.approvalId !== null) return <ToneTag tone="waiting">{t('pending.waitingApproval', { id: order.approvalId })}</ToneTag>;
  if (!may[route.acceptAction]) return null;
  return (
    <Button type="primary" size="small" disabled={isHeldByAnother(order, me)} onClick={() => { onAccept(order); }}>
      {route.accept === 'approve' ? t('pending.approve') : t('pending.pay')}
    </Button>
  );
}

/** A pending order's row actions: who works it, then accept and reject, for the roles that may. */
export function OrderActions({ order, me, may, onClaimChanged, onAccept, onReject }: OrderActionsProps) {
  const { t } = useTranslation();
  const route = ORDER_ROUTES[order.kind];
  return (
    <Space wrap>
      <OrderClaimControl order={order} me={me} onChanged={onClaimChanged} />
      {acceptControl(t, { order, may, me, onAccept })}
      {may[route.rejectAction] ? (
        <Button danger size="small" disabled={isHeldByAnother(order, me)} onClick={() => { onReject(order); }}>
          {t('pending.reject')}
        </Button>
      ) : null}
    </Space>
  );
}
