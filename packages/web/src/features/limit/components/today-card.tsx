import type { TTradingLimits } from '@meridian/protocol';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { formatMoney } from '../../../lib/money';
import { useMemberTime } from '../hooks/use-member-time';
import styles from './limits.module.css';

/** What today's contracts have come to, and the room each limit leaves. */
export function TodayCard({ limits }: { limits: TTradingLimits }) {
  const { t } = useTranslation();
  const time = useMemberTime();
  const { today, currency } = limits;
  const money = (amount: string) => `${formatMoney(amount)} ${currency}`;
  const rows: [string, string, string][] = [
    ['staked', t('limits.staked'), money(today.staked)],
    ['at-stake', t('limits.atStake'), money(today.atStake)],
    ['result', t('limits.result'), money(today.result)],
  ];
  if (today.lossRoom !== null) rows.push(['loss-room', t('limits.lossRoom'), money(today.lossRoom)]);
  if (today.stakeRoom !== null) rows.push(['stake-room', t('limits.stakeRoom'), money(today.stakeRoom)]);
  return (
    <Card title={t('limits.today')}>
      <div className={styles.stack}>
        <dl className={styles.figures} data-testid="limits-today">
          {rows.map(([key, label, value]) => (
            <div key={key} className={styles.figureRow}>
              <dt>{label}</dt>
              <dd data-testid={`today-${key}`}>{value}</dd>
            </div>
          ))}
        </dl>
        <p className={styles.note}>{t('limits.dayNote', { time: time(limits.day.endsAt) })}</p>
      </div>
    </Card>
  );
}
