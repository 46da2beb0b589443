import { currencyScale, type TWithdrawParamResponse } from '@meridian/protocol';
import Decimal from 'decimal.js';
import { useTranslation } from 'react-i18next';
import { amountWithCurrency, formatMoney } from '../../../lib/money';
import { useShownCurrency } from '../../../lib/use-shown-currency';
import { freeWithdrawalsLeft, isNextWithdrawalTaxed } from '../lib/withdraw-preview';
import styles from './withdraw-facts.module.css';

/** What the member can withdraw now: the balance, the limits, today's count left and the tax rule. */
export function WithdrawFacts({ rules, available }: { rules: TWithdrawParamResponse; /** undefined while it loads */ available: string | undefined }) {
  const { t } = useTranslation();
  const { currency } = rules;
  // The balance is the member's own money: its currency is blanked where spec section 3 says.
  const balanceCurrency = useShownCurrency(currency);

  const taxRuleText = () => {
    if (new Decimal(rules.taxPercent).isZero()) return t('withdraw.noTax');
    if (isNextWithdrawalTaxed(rules)) return t('withdraw.taxApplies', { rate: rules.taxPercent, count: rules.freeCount });
    return t('withdraw.freeLeft', { rate: rules.taxPercent, count: freeWithdrawalsLeft(rules) });
  };

  return (
    <div className={styles.facts}>
      <span>
        {t('withdraw.available')}:{' '}
        <strong data-testid="withdraw-available">{available === undefined ? '--' : amountWithCurrency(formatMoney(available, currencyScale(currency)), balanceCurrency)}</strong>
      </span>
      <span>{t('withdraw.limits', { min: formatMoney(rules.minAmount), max: formatMoney(rules.maxAmount), currency })}</span>
      <span data-testid="withdraw-remaining">{t('withdraw.remainingToday', { remaining: rules.remainingCount, count: rules.dailyCount })}</span>
      <span>{taxRuleText()}</span>
    </div>
  );
}
