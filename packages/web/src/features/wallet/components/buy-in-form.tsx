import { Decimal } from 'decimal.js';
import { currencyScale, formatAmount, isMoneyAmount, type TInterestRules } from '@meridian/protocol';
import { Button, Input, Toast } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { useBuyIn } from '../api/buy-in';
import { formatMoney } from '../../../lib/money';
import { useShownCurrency } from '../../../lib/use-shown-currency';
import { newRequestId } from '../../../lib/request-id';
import styles from './wallet.module.css';

interface BuyInFormProps {
  rules: TInterestRules;
  /** The member's available balance, when known. */
  available: string | undefined;
  onBoughtIn: () => void;
}

/** The amount to put in, checked against the published minimum before anything is sent. */
export function BuyInForm({ rules, available, onBoughtIn }: BuyInFormProps) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const buyIn = useBuyIn();
  // The member's own money: its currency is blanked where spec section 3 says (the rules' is not).
  const balanceCurrency = useShownCurrency(rules.currency);
  // One id per amount the member confirms: a retry of the same tap is the same request.
  const requestId = useRef(newRequestId());

  const check = (text: string): string | undefined => {
    if (!isMoneyAmount(text, rules.currency)) return t('wallet.amountInvalid', { scale: currencyScale(rules.currency) });
    if (new Decimal(text).lessThan(rules.minAmount)) return t('wallet.minAmount', { amount: formatAmount(rules.minAmount, rules.currency), currency: rules.currency });
    return undefined;
  };

  const submit = async () => {
    const problem = check(amount);
    setError(problem);
    if (problem !== undefined) return;
    try {
      await buyIn.mutateAsync({ amount, requestId: requestId.current });
      requestId.current = newRequestId();
      setAmount('');
      Toast.show({ icon: 'success', content: t('wallet.boughtIn') });
      onBoughtIn();
    } catch {
      // The wrapper has told the member why; a new id lets the next attempt run afresh.
      requestId.current = newRequestId();
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <FormField
        label={t('wallet.amountLabel', { currency: rules.currency })}
        error={error}
        hint={available !== undefined ? t('wallet.available', { amount: formatMoney(available), currency: balanceCurrency }) : undefined}
      >
        {(id) => (
          <Input
            id={id}
            inputMode="decimal"
            placeholder={t('wallet.amountPlaceholder', { amount: formatAmount(rules.minAmount, rules.currency) })}
            value={amount}
            onChange={(value) => {
              setAmount(value.trim());
              setError(undefined);
            }}
          />
        )}
      </FormField>
      <Button block color="primary" shape="rounded" type="submit" loading={buyIn.isPending}>
        {t('wallet.buyIn')}
      </Button>
    </form>
  );
}
