import { currencyScale, miningSchedule, type TMiningProduct } from '@meridian/protocol';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/money';
import { formatDateTime } from '../../../lib/time';
import styles from './income-schedule.module.css';

interface IncomeScheduleProps {
  product: TMiningProduct;
  /** When the purchase would start (now): every payout is a whole day after it. */
  startedAt: number;
  timeZone: string | undefined;
}

/** Every payout the machine will make, computed by the same rule the server pays by. */
export function IncomeSchedule({ product, startedAt, timeZone }: IncomeScheduleProps) {
  const { t } = useTranslation();
  const schedule = miningSchedule(product, startedAt);
  const money = (value: string) => `${formatMoney(value, currencyScale(product.currency))} ${product.currency}`;
  return (
    <div className={styles.schedule}>
      <table className={styles.table} aria-label={t('mining.schedule')}>
        <thead>
          <tr>
            <th scope="col">{t('mining.day')}</th>
            <th scope="col">{t('mining.dueAt')}</th>
            <th scope="col">{t('mining.payout')}</th>
          </tr>
        </thead>
        <tbody>
          {schedule.payouts.map((payout) => (
            <tr key={payout.day}>
              <td>{payout.day}</td>
              <td>{formatDateTime(payout.dueAt, timeZone)}</td>
              <td>
                {money(payout.income)}
                {payout.day === product.lockDays && <div className={styles.principal}>{t('mining.plusPrincipal', { amount: money(payout.principal) })}</div>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={styles.totals}>
        <div>
          <dt>{t('mining.totalIncome')}</dt>
          <dd>{money(schedule.totalIncome)}</dd>
        </div>
        <div>
          <dt>{t('mining.totalReturn')}</dt>
          <dd>{money(schedule.totalReturn)}</dd>
        </div>
      </dl>
    </div>
  );
}
