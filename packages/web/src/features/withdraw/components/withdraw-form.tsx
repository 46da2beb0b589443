import { currencyScale, type TBankCard, type TWithdrawal, type TWithdrawParamResponse } from '@meridian/protocol';
import { Button, Dialog, Toast } from 'antd-mobile';
import Decimal from 'decimal.js';
import { useId, useMemo, useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RequestError } from '../../../api/query-client';
import { Card } from '../../../components/card';
import { FormField } from '../../../components/form-field';
import { TextField } from '../../../components/text-field';
import { TwoStepCodeField, useTwoStepCode } from '../../../components/two-step-code-field';
import { useSchemaForm, useTextController } from '../../../components/use-schema-form';
import { ROUTE } from '../../../config/routes';
import { amountWithCurrency, formatMoney } from '../../../lib/money';
import { useShownCurrency } from '../../../lib/use-shown-currency';
import { useWithdraw } from '../api/withdraw';
import { payoutOptions, payoutTarget, shortAddress, type CoinAddress, type PayoutOption } from '../lib/payout-options';
import { newRequestId } from '../../../lib/request-id';
import { withdrawFailure } from '../lib/withdraw-failure';
import { withdrawFormSchema, type TCheckedWithdrawal } from '../lib/withdraw-form';
import { freeWithdrawalsLeft, isNextWithdrawalTaxed, maxWithdrawable, withdrawPreview, type WithdrawPreview } from '../lib/withdraw-preview';
import { ChargesSummary } from './charges-summary';
import { PayPasswordSheet } from '../../../components/pay-password-sheet';
import { PayoutPicker } from './payout-picker';
import styles from './withdraw-form.module.css';

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
  const payoutLabel = useId();
  const withdraw = useWithdraw();
  const twoStep = useTwoStepCode();
  const options = useMemo(() => payoutOptions(cards, member), [cards, member]);

  const { currency } = rules;
  // The balance is the member's own money: its currency is blanked where spec section 3 says.
  const balanceCurrency = useShownCurrency(currency);
  const describeProblem = (state: Exclude<WithdrawPreview, { state: 'ok' | 'credit-low' }>): string => {
    switch (state.state) {
      case 'empty':
        return t('withdraw.amountRequired');
      case 'invalid':
        // Said as what it is: "abc" is no number, which a rule about decimals would not tell.
        if (state.problem === 'not-a-number') return t('withdraw.amountNotNumber');
        if (state.problem === 'not-positive') return t('withdraw.amountNotPositive');
        return t('withdraw.amountInvalid', { decimals: currencyScale(currency) });
      case 'limit':
        if (state.problem.limit === 'daily') return t('withdraw.dailyLimitReached', { count: state.problem.count });
        return state.problem.limit === 'min'
          ? t('withdraw.belowMinimum', { amount: state.problem.amount, currency })
          : t('withdraw.aboveMaximum', { amount: state.problem.amount, currency });
    }
  };
  const { control, setValue, setError, handleSubmit } = useSchemaForm(withdrawFormSchema({ rules, describe: describeProblem }), {
    defaultValues: { payoutKey: '', amount: '' },
  });
  const payout = useController({ control, name: 'payoutKey' });
  const amountField = useTextController(control, 'amount');
  const amount = amountField.value;
  const selected: PayoutOption | undefined = options.find((option) => option.key === payout.field.value) ?? options[0];
  /** The checked withdrawal while the pay password sheet asks for its password. */
  const [checked, setChecked] = useState<TCheckedWithdrawal | null>(null);
  // One id per intended withdrawal: a retry after a lost answer can never withdraw twice.
  const [requestId, setRequestId] = useState(newRequestId);

  const preview = withdrawPreview(amount, rules, available);
  const remaining = rules.remainingCount;

  const promptSetPayPassword = async () => {
    const go = await Dialog.confirm({ content: t('withdraw.setPayPasswordFirst'), confirmText: t('withdraw.setPayPassword'), cancelText: t('common.cancel') });
    if (go) void navigate(ROUTE.payPasswordEdit);
  };
  const promptBindAccount = async () => {
    const go = await Dialog.confirm({ content: t('withdraw.bindAccountFirst'), confirmText: t('withdraw.bindAccount'), cancelText: t('common.cancel') });
    if (go) void navigate(ROUTE.account);
  };
  /** The USDT address lives in the profile: what is wrong with it is fixed there. */
  const promptFixCoinAddress = async (content: string) => {
    const go = await Dialog.confirm({ content, confirmText: t('withdraw.editCoinAddress'), cancelText: t('common.cancel') });
    if (go) void navigate(ROUTE.personal);
  };
  /** The server's answer names what is missing (no card, no address, no network, a bad address). */
  const promptFixPayout = async (option: PayoutOption, message: string) => {
    if (option.method === 'coin') {
      await promptFixCoinAddress(message);
      return;
    }
    const go = await Dialog.confirm({ content: message, confirmText: t('withdraw.bindAccount'), cancelText: t('common.cancel') });
    if (go) void navigate(ROUTE.account);
  };

  const taxRuleText = () => {
    if (new Decimal(rules.taxPercent).isZero()) return t('withdraw.noTax');
    if (isNextWithdrawalTaxed(rules)) return t('withdraw.taxApplies', { rate: rules.taxPercent, count: rules.freeCount });
    return t('withdraw.freeLeft', { rate: rules.taxPercent, count: freeWithdrawalsLeft(rules) });
  };

  const start = () => {
    if (!member.hasPayPassword) {
      void promptSetPayPassword();
      return;
    }
    if (selected === undefined) {
      void promptBindAccount();
      return;
    }
    if (selected.method === 'coin' && selected.network === '') {
      void promptFixCoinAddress(t('withdraw.coinNetworkMissing'));
      return;
    }
    void handleSubmit(async (withdrawal) => {
      if (available !== undefined && new Decimal(withdrawal.amount).greaterThan(available)) {
        // Only the server's balance may refuse: the one on screen may predate a credit.
        const current = await checkBalance();
        if (current !== undefined && new Decimal(withdrawal.amount).greaterThan(current)) {
          setError('amount', { message: t('common.creditLow') });
          return;
        }
      }
      setChecked(withdrawal);
    })();
  };

  const submit = async (payPassword: string): Promise<string | null> => {
    if (selected === undefined || checked === null) return null;
    try {
      const withdrawal = await withdraw.mutateAsync({ ...payoutTarget(selected), amount: checked.amount, payPassword, requestId, ...twoStep.payload });
      setChecked(null);
      setValue('amount', '');
      setRequestId(newRequestId());
      Toast.show({ icon: 'success', content: t('withdraw.submitted') });
      onWithdrawn(withdrawal);
      return null;
    } catch (error) {
      // A missing or wrong 2-step code: the field shows (emptied) with the server's words.
      twoStep.onFailure(error);
      const failure = error instanceof RequestError ? error.failure : { code: 0, msg: t('common.networkError') };
      const outcome = withdrawFailure(failure.code);
      if (outcome.kind === 'wrong-pay-password') return failure.msg;
      setChecked(null);
      if (outcome.kind === 'set-pay-password') void promptSetPayPassword();
      else if (outcome.kind === 'bind-account') void promptFixPayout(selected, failure.msg);
      else if (outcome.kind === 'refused') {
        onRefused();
        void Dialog.alert({ title: t('withdraw.refusedTitle'), content: failure.msg, confirmText: t('common.confirm') });
      } else Toast.show({ content: failure.msg });
      return null;
    }
  };

  return (
    <>
      {!member.hasPayPassword && (
        <Notice text={t('withdraw.noPayPassword')} action={t('withdraw.setPayPassword')} onAction={() => void navigate(ROUTE.payPasswordEdit)} />
      )}
      <Card title={<span id={payoutLabel}>{t('withdraw.to')}</span>}>
        {options.length === 0 ? (
          <Notice text={t('withdraw.noPayoutAccount')} action={t('withdraw.bindAccount')} onAction={() => void navigate(ROUTE.account)} plain />
        ) : (
          <>
            <PayoutPicker options={options} selected={selected?.key} onSelect={payout.field.onChange} labelledBy={payoutLabel} />
            <button type="button" className={styles.link} onClick={() => void navigate(ROUTE.account)}>
              {t('withdraw.manageAccounts')}
            </button>
          </>
        )}
      </Card>

      <Card>
        <div className={styles.stack}>
          <TextField
            label={t('withdraw.amountLabel', { currency })}
            {...amountField}
            inputMode="decimal"
            placeholder={t('withdraw.amountPlaceholder', { min: formatMoney(rules.minAmount), max: formatMoney(rules.maxAmount) })}
            maxLength={20}
            extra={
              available !== undefined && (
                <button
                  type="button"
                  className={styles.all}
                  onClick={() => {
                    setValue('amount', maxWithdrawable(rules, available));
                  }}
                >
                  {t('withdraw.all')}
                </button>
              )
            }
          />
          <TwoStepCodeField {...twoStep} />
          <div className={styles.facts}>
            <span>
              {t('withdraw.available')}:{' '}
              <strong data-testid="withdraw-available">{available === undefined ? '--' : amountWithCurrency(formatMoney(available, currencyScale(currency)), balanceCurrency)}</strong>
            </span>
            <span>{t('withdraw.limits', { min: formatMoney(rules.minAmount), max: formatMoney(rules.maxAmount), currency })}</span>
            <span data-testid="withdraw-remaining">{t('withdraw.remainingToday', { remaining, count: rules.dailyCount })}</span>
            <span>{taxRuleText()}</span>
          </div>
          {(preview.state === 'ok' || preview.state === 'credit-low') && (
            <FormField label={t('withdraw.preview')} plain>
              {(id) => (
                <div aria-labelledby={id} role="group">
                  <ChargesSummary amount={amount.trim()} charges={preview.charges} currency={currency} taxPercent={rules.taxPercent} />
                </div>
              )}
            </FormField>
          )}
        </div>
      </Card>

      <Button block color="primary" size="large" shape="rounded" disabled={remaining === 0} onClick={start}>
        {remaining === 0 ? t('withdraw.noneLeftToday') : t('withdraw.submit')}
      </Button>

      <PayPasswordSheet
        visible={checked !== null}
        title={t('withdraw.confirmTitle')}
        onSubmit={submit}
        onClose={() => {
          setChecked(null);
        }}
      >
        {selected !== undefined && (
          <p className={styles.destination}>
            {selected.method === 'bank'
              ? t('withdraw.toBank', { bank: selected.card.bankName, account: selected.card.account })
              : t('withdraw.toCoin', { network: selected.network, address: shortAddress(selected.address) })}
          </p>
        )}
        {antiPhishingCode !== null && (
          <p className={styles.antiPhishing} data-testid="withdraw-anti-phishing-code">
            {t('withdraw.antiPhishingCode', { code: antiPhishingCode })}
          </p>
        )}
        {checked !== null && (preview.state === 'ok' || preview.state === 'credit-low') && <ChargesSummary amount={checked.amount} charges={preview.charges} currency={currency} taxPercent={rules.taxPercent} />}
      </PayPasswordSheet>
    </>
  );
}

function Notice({ text, action, onAction, plain = false }: { text: string; action: string; onAction: () => void; plain?: boolean }) {
  const body = (
    <div className={styles.notice} role="note">
      <span>{text}</span>
      <Button size="small" color="primary" fill="outline" shape="rounded" onClick={onAction}>
        {action}
      </Button>
    </div>
  );
  return plain ? body : <Card>{body}</Card>;
}
