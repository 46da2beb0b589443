import { useCan, useCustomMutation, useGetIdentity } from '@refinedev/core';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TPendingOrder } from '@meridian/protocol';
import type { OperatorIdentity } from '../../auth/auth-provider';
import { ToneTag } from '../../components/tone-tag';
import { auditActorLabel } from '../../lib/audit-words';
import { doneNotification, refusalNotification } from '../../lib/refusal-text';
import { changeCall, type AdminChangeCall } from '../../api/admin-call';

/** The signed-in operator as the server names the holder of a claim. */
export function useOwnActor(): string | null {
  const { data: identity } = useGetIdentity<OperatorIdentity>();
  return identity === undefined ? null : `console:${identity.name}`;
}

/** Whether someone other than `me` holds the order: then only a take-over lets `me` decide it. */
export const isHeldByAnother = (order: TPendingOrder, me: string | null) => order.claim !== null && order.claim.claimedBy !== me;

/**
 * Who works a pending order, and the clerk's hand on it: Take it (nobody holds it), Let go (they
 * hold it), or Take over, asked first (someone else holds it, and only they decide it meanwhile).
 */
export function OrderClaimControl({ order, me, onChanged }: { order: TPendingOrder; me: string | null; onChanged: () => void }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const mayClaim = useCan({ resource: 'pending', action: 'claim' }).data?.can ?? false;
  const mayLetGo = useCan({ resource: 'pending', action: 'unclaim' }).data?.can ?? false;
  const { mutate } = useCustomMutation();
  const { claim } = order;

  const send = (call: AdminChangeCall<'order-claim'> | AdminChangeCall<'order-unclaim'>) =>
    new Promise<void>((resolve) => {
      mutate(
        { ...call, successNotification: 'takeOver' in call.values ? doneNotification : false, errorNotification: refusalNotification },
        // Refused or done, someone may have moved first: the queue shows who holds it now.
        { onSettled: () => { onChanged(); resolve(); } },
      );
    });

  if (claim === null) {
    return mayClaim ? (
      <Button size="small" onClick={() => void send(changeCall('order-claim', {}, { orderNo: order.orderNo }))}>
        {t('pending.take')}
      </Button>
    ) : null;
  }
  if (claim.claimedBy === me) {
    return (
      <>
        <ToneTag tone="positive">{t('pending.yours')}</ToneTag>
        {mayLetGo ? (
          <Button size="small" onClick={() => void send(changeCall('order-unclaim', {}, { orderNo: order.orderNo }))}>
            {t('pending.letGo')}
          </Button>
        ) : null}
      </>
    );
  }
  const holder = auditActorLabel(t, claim.claimedBy);
  const takeOver = () => {
    modal.confirm({
      title: t('pending.takeOver'),
      content: t('pending.takeOverConfirm', { orderNo: order.orderNo, holder }),
      okText: t('pending.takeOver'),
      cancelText: t('common.cancel'),
      onOk: () => send(changeCall('order-claim', { takeOver: true }, { orderNo: order.orderNo })),
    });
  };
  return (
    <>
      <ToneTag tone="waiting">{t('pending.heldBy', { holder })}</ToneTag>
      {mayClaim ? (
        <Button size="small" onClick={takeOver}>
          {t('pending.takeOver')}
        </Button>
      ) : null}
    </>
  );
}
