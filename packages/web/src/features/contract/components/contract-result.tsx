import type { TContractSettlementPush } from '@meridian/protocol';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/class-names';
import { formatRecordedPrice } from '../../../lib/money';
import { settlementOutcome, shownProfit } from '../lib/settlement-outcome';
import styles from './contract-panel.module.css';

interface ContractResultProps {
  settlement: TContractSettlementPush;
  onOpen: () => void;
  onDismiss: () => void;
}

/** How the contract just ended: won, lost or draw, the profit, and the two prices that decided it. */
export function ContractResult({ settlement, onOpen, onDismiss }: ContractResultProps) {
  const { t } = useTranslation();
  const outcome = settlementOutcome(settlement.status, settlement.profit);
  return (
    <section className={cx(styles.result, styles[outcome])} role="status" aria-label={t('contract.result')}>
      <p className={styles.resultTitle}>{t(`contract.outcomes.${outcome}`)}</p>
      <p className={styles.resultProfit} data-testid="contract-result-profit">
        {shownProfit(outcome, settlement.profit)}
      </p>
      <p className={styles.resultPrices}>
        {t('contract.pricesLine', { purchase: formatRecordedPrice(settlement.purchasePrice), settle: formatRecordedPrice(settlement.settlePrice) })}
      </p>
      <div className={styles.resultActions}>
        <button type="button" className={styles.link} onClick={onOpen}>
          {t('contract.viewDetail')}
        </button>
        <button type="button" className={styles.link} onClick={onDismiss}>
          {t('contract.again')}
        </button>
      </div>
    </section>
  );
}
