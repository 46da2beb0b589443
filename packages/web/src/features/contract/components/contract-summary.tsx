import type { TFunction } from 'i18next';
import { formatMoney } from '../../../lib/money';
import type { ContractQuote } from '../lib/contract-quote';
import styles from './contract-panel.module.css';

interface ContractSummaryProps {
  quote: ContractQuote;
  currency: string;
  yieldPercent: string;
  /** Passed in: the confirm dialog renders outside the page's tree. */
  t: TFunction;
}

/** Payout on a win, the profit in it, and the break-even win rate: the terms before committing. */
export function ContractSummary({ quote, currency, yieldPercent, t }: ContractSummaryProps) {
  return (
    <dl className={styles.summary} aria-label={t('contract.terms')}>
      <div className={styles.summaryRow}>
        <dt>{t('contract.payout')}</dt>
        <dd data-testid="contract-payout">{`${formatMoney(quote.payout)} ${currency}`}</dd>
      </div>
      <div className={styles.summaryRow}>
        <dt>{t('contract.profitIfWon', { yield: yieldPercent })}</dt>
        <dd className={styles.up}>{`+${formatMoney(quote.profit)} ${currency}`}</dd>
      </div>
      <div className={styles.summaryRow}>
        <dt>{t('contract.breakEven')}</dt>
        <dd data-testid="contract-break-even">{`${quote.breakEven}%`}</dd>
      </div>
      <p className={styles.fairness}>{t('contract.breakEvenHint', { rate: quote.breakEven })}</p>
    </dl>
  );
}
