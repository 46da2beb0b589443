import type { TWithdrawal } from '@meridian/protocol';
import { Dialog, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../../api/query-client';
import type { TwoStepCode } from '../../../components/two-step-code-field';
import { newRequestId } from '../../../lib/request-id';
import { useWithdraw } from '../api/withdraw';
import { payoutTarget, type PayoutOption } from '../lib/payout-options';
import { withdrawFailure } from '../lib/withdraw-failure';
import type { WithdrawPrompts } from './use-withdraw-prompts';

interface SendWithdrawalOptions {
  twoStep: TwoStepCode;
  prompts: WithdrawPrompts;
  /** Sent: the withdrawal as the server made it. */
  onSent: (withdrawal: TWithdrawal) => void;
  /** Refused for a reason the pay password sheet cannot fix: the sheet closes. */
  onGivenUp: () => void;
  /** A refusal may mean the balance the page shows is out of date. */
  onRefused: () => void;
}

/**
 * Sends a checked withdrawal with the pay password. One request id per intended withdrawal: a
 * retry after a lost answer can never withdraw twice. Resolves to what the pay password sheet says
 * (the server's words for a wrong pay password, the sheet staying open), or null.
 */
export function useSendWithdrawal({ twoStep, prompts, onSent, onGivenUp, onRefused }: SendWithdrawalOptions) {
  const { t } = useTranslation();
  const withdraw = useWithdraw();
  const [requestId, setRequestId] = useState(newRequestId);

  const sayRefusal = (option: PayoutOption, error: unknown): string | null => {
    // A missing or wrong 2-step code: the field shows (emptied) with the server's words.
    twoStep.onFailure(error);
    const failure = error instanceof RequestError ? error.failure : { code: 0, msg: t('common.networkError') };
    const outcome = withdrawFailure(failure.code);
    if (outcome.kind === 'wrong-pay-password') return failure.msg;
    onGivenUp();
    if (outcome.kind === 'set-pay-password') void prompts.setPayPassword();
    else if (outcome.kind === 'bind-account') void prompts.fixPayout(option, failure.msg);
    else if (outcome.kind === 'refused') {
      onRefused();
      void Dialog.alert({ title: t('withdraw.refusedTitle'), content: failure.msg, confirmText: t('common.confirm') });
    } else Toast.show({ content: failure.msg });
    return null;
  };

  return async (option: PayoutOption, amount: string, payPassword: string): Promise<string | null> => {
    try {
      const withdrawal = await withdraw.mutateAsync({ ...payoutTarget(option), amount, payPassword, requestId, ...twoStep.payload });
      setRequestId(newRequestId());
      Toast.show({ icon: 'success', content: t('withdraw.submitted') });
      onSent(withdrawal);
      return null;
    } catch (error) {
      return sayRefusal(option, error);
    }
  };
}
