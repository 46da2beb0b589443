import { useTranslation } from 'react-i18next';
import { formatMoney, formatRecordedPrice } from '../../../lib/money';
import type { FollowedContract } from '../hooks/use-followed-contract';
import { CountdownRing } from './countdown-ring';
import styles from './contract-panel.module.css';

interface ContractRunningProps {
  contract: FollowedContract;
  onOpen: () => void;
}

/** A running contract: the ring counting down to its settlement second, and what was bet. */
export function ContractRunning({ contract, onOpen }: ContractRunningProps) {
  const { t } = useTranslation();
  const { order, skewMs } = contract;
  return (
    <section className={styles.running} aria-label={t('contract.running')}>
      <CountdownRing expiresAt={order.expiresAt} totalSeconds={order.seconds} skewMs={skewMs} />
      <p className={styles.runningLine}>
        {t('contract.runningLine', {
          direction: t(`contract.directions.${order.direction}`),
          amount: formatMoney(order.amount),
          currency: order.currency,
          price: formatRecordedPrice(order.purchasePrice),
        })}
      </p>
      <button type="button" className={styles.link} onClick={onOpen}>
        {t('contract.viewDetail')}
      </button>
    </section>
  );
}
