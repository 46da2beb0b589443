import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session-store';
import { formatMoney } from '../../../lib/money';
import styles from './balance-line.module.css';

/** The member's available balance as last fetched; it follows every refresh of the balance query. */
export function BalanceLine() {
  const { t } = useTranslation();
  const balance = useSession((state) => state.balance);
  return (
    <div className={styles.line}>
      <span>{t('recharge.available')}</span>
      <strong data-testid="recharge-balance">{balance === null ? '--' : `${formatMoney(balance.balance)} ${balance.currency}`}</strong>
    </div>
  );
}
