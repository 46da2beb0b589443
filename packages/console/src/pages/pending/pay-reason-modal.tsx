import { useTranslation } from 'react-i18next';
import type { TPendingOrder } from '@meridian/protocol';
import { ReasonModal } from '../../components/reason-modal';

interface PayReasonModalProps {
  /** A withdrawal above the four-eyes limit being paid, or null. */
  order: TPendingOrder | null;
  isPending: boolean;
  onPay: (reason: string) => void;
  onClose: () => void;
}

/**
 * Mark paid above the four-eyes limit: the payment waits for a second operator, who decides on
 * the reason asked here (the Approvals screen shows it beside the member and the order).
 */
export function PayReasonModal({ order, isPending, onPay, onClose }: PayReasonModalProps) {
  const { t } = useTranslation();
  const values = { orderNo: order?.orderNo ?? '', amount: order?.amount ?? '', currency: order?.currency ?? '', username: order?.username ?? '', limit: order?.fourEyesAbove ?? '' };
  return (
    <ReasonModal
      open={order !== null}
      title={t('pending.pay')}
      intro={t('pending.payAboveLimit', values)}
      label={t('pending.payReason')}
      okText={t('pending.pay')}
      isPending={isPending}
      onSubmit={onPay}
      onClose={onClose}
    />
  );
}
