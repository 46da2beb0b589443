import { useTranslation } from 'react-i18next';
import { ReasonModal } from '../../components/reason-modal';

interface RejectOrderModalProps {
  orderNo: string | null;
  isPending: boolean;
  onReject: (reason: string) => void;
  onClose: () => void;
}

/** Asks the reason of a rejection: the member reads it with their order. */
export function RejectOrderModal({ orderNo, isPending, onReject, onClose }: RejectOrderModalProps) {
  const { t } = useTranslation();
  return (
    <ReasonModal
      open={orderNo !== null}
      title={t('pending.rejectTitle', { orderNo: orderNo ?? '' })}
      label={t('pending.rejectReason')}
      okText={t('pending.rejectSubmit')}
      danger
      isPending={isPending}
      onSubmit={onReject}
      onClose={onClose}
    />
  );
}
