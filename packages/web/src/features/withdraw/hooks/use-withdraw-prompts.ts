import { Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ROUTE } from '../../../config/routes';
import type { PayoutOption } from '../lib/payout-options';

/**
 * The dialogs that send the member to fix what a withdrawal needs first: a pay password, a payout
 * account, a usable USDT address. Each asks, and opens the page that fixes it only on yes.
 */
export function useWithdrawPrompts() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const offer = async (content: string, confirmText: string, route: string) => {
    const go = await Dialog.confirm({ content, confirmText, cancelText: t('common.cancel') });
    if (go) void navigate(route);
  };
  /** The USDT address lives in the profile: what is wrong with it is fixed there. */
  const fixCoinAddress = (content: string) => offer(content, t('withdraw.editCoinAddress'), ROUTE.personal);
  return {
    setPayPassword: () => offer(t('withdraw.setPayPasswordFirst'), t('withdraw.setPayPassword'), ROUTE.payPasswordEdit),
    bindAccount: () => offer(t('withdraw.bindAccountFirst'), t('withdraw.bindAccount'), ROUTE.account),
    fixCoinAddress,
    /** The server's answer names what is missing (no card, no address, no network, a bad address). */
    fixPayout: (option: PayoutOption, message: string) =>
      option.method === 'coin' ? fixCoinAddress(message) : offer(message, t('withdraw.bindAccount'), ROUTE.account),
  };
}

export type WithdrawPrompts = ReturnType<typeof useWithdrawPrompts>;
