import type { TKycSubmission } from '@meridian/protocol';
import { Button, Dialog, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useWithdrawKycSubmission } from '../api/withdraw-kyc-submission';

/** Withdraws a submission not yet decided, once the member confirms: its pictures are deleted at once. */
export function WithdrawSubmissionButton({ submission, onWithdrawn }: { submission: TKycSubmission; onWithdrawn?: () => void }) {
  const { t } = useTranslation();
  const withdraw = useWithdrawKycSubmission();
  const confirmAndWithdraw = async () => {
    const confirmed = await Dialog.confirm({ content: t('kyc.withdrawConfirm'), confirmText: t('kyc.withdrawConfirmButton'), cancelText: t('common.cancel') });
    if (!confirmed) return;
    withdraw.mutate(submission.id, {
      onSuccess: () => {
        Toast.show({ icon: 'success', content: t('kyc.withdrawn') });
        onWithdrawn?.();
      },
    });
  };
  return (
    <Button
      block
      shape="rounded"
      color="danger"
      fill="outline"
      loading={withdraw.isPending}
      onClick={() => {
        void confirmAndWithdraw();
      }}
    >
      {t('kyc.withdraw')}
    </Button>
  );
}
