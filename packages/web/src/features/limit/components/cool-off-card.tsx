import { COOL_OFF_PERIODS, COOL_OFF_PERIOD_MS, LIMIT_LOOSENING_DELAY_MS, type CoolOffPeriod, type TTradingLimits } from '@meridian/protocol';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { useEndCoolOff } from '../api/end-cool-off';
import { useStartCoolOff } from '../api/start-cool-off';
import { useMemberTime } from '../hooks/use-member-time';
import { confirmChange } from './confirm-dialog';
import styles from './limits.module.css';

/** A break from contracts for 24 hours, 7 or 30 days; ending it early waits 24 hours. */
export function CoolOffCard({ limits }: { limits: TTradingLimits }) {
  const { t } = useTranslation();
  const time = useMemberTime();
  const start = useStartCoolOff();
  const end = useEndCoolOff();
  const until = limits.coolOffUntil;

  const startBreak = async (period: CoolOffPeriod) => {
    if (!(await confirmChange(t, t('limits.coolOffConfirm', { time: time(Date.now() + COOL_OFF_PERIOD_MS[period]) }), t('limits.startBreak')))) return;
    start.mutate({ period });
  };
  const endBreak = async () => {
    if (!(await confirmChange(t, t('limits.coolOffEndConfirm', { time: time(Date.now() + LIMIT_LOOSENING_DELAY_MS) })))) return;
    end.mutate(undefined);
  };

  return (
    <Card title={t('limits.coolOffTitle')}>
      <div className={styles.stack}>
        {until !== null && (
          <p className={styles.status} role="status">
            {t('limits.coolOffActive', { time: time(until) })}
          </p>
        )}
        <p className={styles.note}>{t('limits.coolOffExplain')}</p>
        <div className={styles.buttons}>
          {COOL_OFF_PERIODS.map((period) => (
            <Button key={period} shape="rounded" loading={start.isPending && start.variables.period === period} onClick={() => void startBreak(period)}>
              {t(`limits.coolOffPeriods.${period}`)}
            </Button>
          ))}
        </div>
        {/* Ending early only moves the end when the break lasts longer than the wait. */}
        {until !== null && until > limits.now + LIMIT_LOOSENING_DELAY_MS && (
          <button type="button" className={styles.link} onClick={() => void endBreak()}>
            {t('limits.coolOffEnd')}
          </button>
        )}
      </div>
    </Card>
  );
}
