import { Dialog, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useCancelRecharge } from '../api/cancel-recharge';
import { useOnlineOrderPay } from '../api/online-order-pay';
import { openPayUrl } from '../lib/open-pay-url';

/**
 * What a member can do with an unfinished order, wherever it shows (its page, the deposit list,
 * the waiting crypto card): cancel it after a confirm, or go and pay an online one.
 */
export function useOrderActions() {
  const { t } = useTranslation();
  const cancel = useCancelRecharge();
  const pay = useOnlineOrderPay();

  const confirmCancel = async (orderNo: string) => {
    const confirmed = await Dialog.confirm({ content: t('recharge.cancelConfirm'), confirmText: t('recharge.cancelOrder'), cancelText: t('recharge.keepOrder') });
    if (!confirmed) return;
    cancel.mutate(orderNo, {
      onSuccess: () => {
        Toast.show({ icon: 'success', content: t('recharge.cancelled') });
      },
    });
  };

  const payNow = (orderNo: string) => {
    pay.mutate(orderNo, {
      onSuccess: (payUrl) => {
        if (!openPayUrl(payUrl)) Toast.show({ content: t('recharge.payUrlInvalid') });
      },
    });
  };

  return { confirmCancel, isCancelling: cancel.isPending, payNow, isPaying: pay.isPending };
}
