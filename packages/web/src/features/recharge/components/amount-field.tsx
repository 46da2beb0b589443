import { formatAmount } from '@meridian/protocol';
import Decimal from 'decimal.js';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/text-field';
import { cx } from '../../../lib/class-names';
import { formatMoney } from '../../../lib/money';
import type { AmountLimits } from '../lib/amount-check';
import styles from './amount-field.module.css';

interface AmountFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  currency: string;
  limits: AmountLimits | undefined;
  quickAmounts?: readonly string[];
  label?: string;
}

function isSame(a: string, b: string): boolean {
  try {
    return new Decimal(a).equals(b);
  } catch {
    return false;
  }
}

/** The amount to pay in, with the quick amounts under it and the limits as its hint. */
export function AmountField({ value, onChange, error, currency, limits, quickAmounts = [], label }: AmountFieldProps) {
  const { t } = useTranslation();
  const hint =
    limits === undefined ? undefined : t('recharge.limits', { min: formatMoney(limits.min), max: formatMoney(limits.max), currency: limits.currency });
  return (
    <div className={styles.field}>
      <TextField
        label={label ?? t('recharge.amount')}
        value={value}
        onChange={onChange}
        error={error}
        hint={hint}
        inputMode="decimal"
        placeholder={t('recharge.amountPlaceholder')}
        maxLength={16}
        extra={<span className={styles.unit}>{currency}</span>}
      />
      {quickAmounts.length > 0 && (
        <div className={styles.quick} role="group" aria-label={t('recharge.quickAmounts')}>
          {quickAmounts.map((amount) => {
            const picked = value !== '' && isSame(value, amount);
            return (
              <button
                key={amount}
                type="button"
                aria-pressed={picked}
                className={cx(styles.chip, picked && styles.picked)}
                onClick={() => {
                  onChange(formatAmount(amount, currency));
                }}
              >
                {formatMoney(amount, new Decimal(amount).isInteger() ? 0 : 2)}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
