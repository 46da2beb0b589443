import { currencyScale, type WithdrawalCharges } from '@meridian/protocol';
import Decimal from 'decimal.js';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/money';
import styles from './charges-summary.module.css';

interface ChargesSummaryProps {
  amount: string;
  charges: WithdrawalCharges;
  currency: string;
  /** The tax rate, shown beside the tax when it applies. */
  taxPercent: string;
}

/** Amount, handling fee, tax and what arrives: the published rule's result, before committing. */
export function ChargesSummary({ amount, charges, currency, taxPercent }: ChargesSummaryProps) {
  const { t } = useTranslation();
  const money = (value: string) => `${formatMoney(value, currencyScale(currency))} ${currency}`;
  const isTaxed = !new Decimal(charges.tax).isZero();
  return (
    <dl className={styles.summary} data-testid="withdraw-charges">
      <div className={styles.row}>
        <dt>{t('withdraw.amount')}</dt>
        <dd>{money(amount)}</dd>
      </div>
      <div className={styles.row}>
        <dt>{t('withdraw.fee')}</dt>
        <dd data-testid="withdraw-fee">{money(charges.fee)}</dd>
      </div>
      <div className={styles.row}>
        <dt>{isTaxed ? t('withdraw.taxWithRate', { rate: taxPercent }) : t('withdraw.tax')}</dt>
        <dd data-testid="withdraw-tax">{money(charges.tax)}</dd>
      </div>
      <div className={styles.total}>
        <dt>{t('withdraw.actualAmount')}</dt>
        <dd data-testid="withdraw-actual">{money(charges.actualAmount)}</dd>
      </div>
    </dl>
  );
}
