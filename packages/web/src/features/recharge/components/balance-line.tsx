import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session-store';
import { amountWithCurrency, formatMoney } from '../../../lib/money';
import { useShownCurrency } from '../../../lib/use-shown-currency';
import styles from './balance-line.module.css';

/** The member's available balance as last fetched; it follows every refresh of the balance query. */
export function BalanceLine() {
  const { t } = useTranslation();
  const balance = useSession((state) => state.balance);
  const currency = useShownCurrency(balance?.currency ?? '');
  return (
    <div className={styles.line}>
      <span>{t('recharge.available')}</span>
      <strong data-testid="recharge-balance">{balance === null ? '--' : amountWithCurrency(formatMoney(balance.balance), currency)}</strong>
    </div>
  );
}
