import type { TBankCard } from '@meridian/protocol';
import { Dialog, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../../api/query-client';
import { useUnbandingBankCard } from '../api/unbanding-bank-card';
import { withdrawFailure } from '../lib/withdraw-failure';
import { useWithdrawPrompts } from './use-withdraw-prompts';

/**
 * Removing a bank card: the card the pay password sheet asks about (null: no sheet), and the removal
 * itself. A member without a pay password is sent to set one first, before the sheet and after a
 * refusal that says so.
 */
export function useRemoveBankCard({ hasPayPassword }: { hasPayPassword: boolean | undefined }) {
  const { t } = useTranslation();
  const prompts = useWithdrawPrompts();
  const [removing, setRemoving] = useState<TBankCard | null>(null);
  const unbandingBankCard = useUnbandingBankCard();

  const start = (card: TBankCard) => {
    // Not known yet (the member still loading): the server decides.
    if (hasPayPassword === false) {
      void prompts.setPayPassword();
      return;
    }
    setRemoving(card);
  };

  /** Resolves to what the sheet says: the server's words for a wrong pay password (the sheet stays), or null. */
  const remove = async (payPassword: string): Promise<string | null> => {
    if (removing === null) return null;
    try {
      await unbandingBankCard.mutateAsync({ bankCardId: removing.id, payPassword });
      setRemoving(null);
      Toast.show({ icon: 'success', content: t('withdraw.cardRemoved') });
      return null;
    } catch (error) {
      const failure = error instanceof RequestError ? error.failure : { code: 0, msg: t('common.networkError') };
      const outcome = withdrawFailure(failure.code);
      if (outcome.kind === 'wrong-pay-password') return failure.msg;
      setRemoving(null);
      if (outcome.kind === 'set-pay-password') void prompts.setPayPassword();
      else if (outcome.kind === 'refused') void Dialog.alert({ content: failure.msg, confirmText: t('common.confirm') });
      else Toast.show({ content: failure.msg });
      return null;
    }
  };

  return {
    removing,
    start,
    remove,
    close: () => {
      setRemoving(null);
    },
  };
}
