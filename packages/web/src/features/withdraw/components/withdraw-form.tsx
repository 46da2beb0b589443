import type { TBankCard, TWithdrawal, TWithdrawParamResponse } from '@meridian/protocol';
import { Button } from 'antd-mobile';
import Decimal from 'decimal.js';
import { useMemo, useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useTwoStepCode } from '../../../components/two-step-code-field';
import { useSchemaForm, useTextController } from '../../../components/use-schema-form';
import { ROUTE } from '../../../config/routes';
import { useSendWithdrawal } from '../hooks/use-send-withdrawal';
import { useWithdrawPrompts } from '../hooks/use-withdraw-prompts';
import { payoutOptions, type CoinAddress } from '../lib/payout-options';
import { withdrawFormSchema, type TCheckedWithdrawal } from '../lib/withdraw-form';
import { withdrawPreview } from '../lib/withdraw-preview';
import { withdrawProblemText } from '../lib/withdraw-problem-text';
import { PayoutCard } from './payout-card';
import { WithdrawAmountCard } from './withdraw-amount-card';
import { WithdrawConfirmSheet } from './withdraw-confirm-sheet';
import { WithdrawNotice } from './withdraw-notice';

export interface WithdrawMember extends CoinAddress {
  hasPayPassword: boolean;
}

interface WithdrawFormProps {
  rules: TWithdrawParamResponse;
  cards: readonly TBankCard[];
  member: WithdrawMember;
  /** The available balance; undefined while it loads. */
  available: string | undefined;
  /**
   * The available balance read from the server now (undefined when it cannot be read): asked before
   * an amount above the figure on screen is refused, since that figure may be older than the ledger.
   */
  checkBalance: () => Promise<string | undefined>;
  onWithdrawn: (withdrawal: TWithdrawal) => void;
  /** A refusal may mean the balance the page shows is out of date. */
  onRefused: () => void;
  /** The member's anti-phishing code, shown in the confirmation (null when not set or not known yet). */
  antiPhishingCode?: string | null;
}

/** withdrawl/index: where to, how much, and what it costs, then the pay password. */
export function WithdrawForm({ rules, cards, member, available, checkBalance, onWithdrawn, onRefused, antiPhishingCode = null }: WithdrawFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const prompts = useWithdrawPrompts();
  const twoStep = useTwoStepCode();
  const options = useMemo(() => payoutOptions(cards, member), [cards, member]);
  const schema = withdrawFormSchema({ rules, describe: (problem) => withdrawProblemText(t, problem, rules.currency) });
  const { control, setValue, setError, handleSubmit } = useSchemaForm(schema, { defaultValues: { payoutKey: '', amount: '' } });
  const payout = useController({ control, name: 'payoutKey' });
  const amount = useTextController(control, 'amount');
  const selected = options.find((option) => option.key === payout.field.value) ?? options[0];
  /** The checked withdrawal while the pay password sheet asks for its password. */
  const [checked, setChecked] = useState<TCheckedWithdrawal | null>(null);
  const preview = withdrawPreview(amount.value, rules, available);
  const send = useSendWithdrawal({
    twoStep,
    prompts,
    onRefused,
    onGivenUp: () => {
      setChecked(null);
    },
    onSent: (withdrawal) => {
      setChecked(null);
      setValue('amount', '');
      onWithdrawn(withdrawal);
    },
  });

  /** The amount passed the rules: above the balance on screen, only the server's balance may refuse it (the screen's may predate a credit). */
  const confirm = async (withdrawal: TCheckedWithdrawal) => {
    if (available !== undefined && new Decimal(withdrawal.amount).greaterThan(available)) {
      const current = await checkBalance();
      if (current !== undefined && new Decimal(withdrawal.amount).greaterThan(current)) {
        setError('amount', { message: t('common.creditLow') });
        return;
      }
    }
    setChecked(withdrawal);
  };

  const start = () => {
    if (!member.hasPayPassword) void prompts.setPayPassword();
    else if (selected === undefined) void prompts.bindAccount();
    else if (selected.method === 'coin' && selected.network === '') void prompts.fixCoinAddress(t('withdraw.coinNetworkMissing'));
    else void handleSubmit(confirm)();
  };

  return (
    <>
      {!member.hasPayPassword && (
        <WithdrawNotice text={t('withdraw.noPayPassword')} action={t('withdraw.setPayPassword')} onAction={() => void navigate(ROUTE.payPasswordEdit)} />
      )}
      <PayoutCard options={options} selected={selected} onSelect={payout.field.onChange} />
      <WithdrawAmountCard rules={rules} available={available} amount={amount} twoStep={twoStep} preview={preview} />
      <Button block color="primary" size="large" shape="rounded" disabled={rules.remainingCount === 0} onClick={start}>
        {rules.remainingCount === 0 ? t('withdraw.noneLeftToday') : t('withdraw.submit')}
      </Button>
      <WithdrawConfirmSheet
        rules={rules}
        amount={checked?.amount ?? null}
        destination={selected}
        preview={preview}
        antiPhishingCode={antiPhishingCode}
        onSubmit={async (payPassword) => (selected === undefined || checked === null ? null : send(selected, checked.amount, payPassword))}
        onClose={() => {
          setChecked(null);
        }}
      />
    </>
  );
}
