import { useTranslation } from 'react-i18next';
import { WITHDRAWAL_STATUSES, type TApprovalItem } from '@meridian/protocol';
import { Fact, FactList } from '../../components/fact-list';
import { StatusTag } from '../../components/status-tag';
import { isOneOf } from '../../lib/one-of';
import { methodLabel } from '../../lib/payment-method';

/**
 * What a checker weighs before deciding a held adjustment or payment, as it is now (not when it
 * was asked): the member with their balance, and the order the payment pays with its state.
 */
export function ApprovalContextCell({ approval }: { approval: TApprovalItem }) {
  const { t } = useTranslation();
  const { member, order } = approval.context;
  if (member === null && order === null) return <>—</>;
  return (
    <FactList>
      {member === null ? null : (
        <>
          <Fact label={t('common.member')}>{`${member.username} (#${member.id})`}</Fact>
          <Fact label={t('approvals.balanceNow')}>{t('approvals.balance', { available: member.available, held: member.held, currency: member.currency })}</Fact>
        </>
      )}
      {order === null ? null : (
        <>
          <Fact label={t('common.orderNo')}>
            {order.orderNo} <StatusTag status={order.status} label={isOneOf(WITHDRAWAL_STATUSES, order.status) ? t(`withdrawals.statuses.${order.status}`) : order.status} />
          </Fact>
          <Fact label={t('common.amount')}>{t('approvals.orderPayOut', { amount: order.amount, fee: order.fee, payOut: order.actualAmount, currency: order.currency })}</Fact>
          <Fact label={t('pending.facts.destination')}>{`${methodLabel(t, order.method)} · ${order.destination}`}</Fact>
        </>
      )}
    </FactList>
  );
}
