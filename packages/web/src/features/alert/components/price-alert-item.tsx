import type { TPriceAlert } from '@meridian/protocol';
import { Button, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatRecordedPrice } from '../../../lib/money';
import { useSession } from '../../../lib/session-store';
import { formatDateTime } from '../../../lib/time';
import { alertCondition } from '../lib/alert-condition';
import styles from './price-alert-item.module.css';

/** One alert: its pair and condition, whether it repeats, how often and when it last fired; and a way to cancel it. */
export function PriceAlertItem({ alert, busy, onCancel }: { alert: TPriceAlert; busy: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  const timeZone = useSession((state) => state.user?.timeZone);
  const isActive = alert.status === 'active';
  return (
    <li className={styles.item}>
      <div className={styles.main}>
        <div className={styles.head}>
          <span>{alert.allname}</span>
          <Tag color={isActive ? 'primary' : 'default'} fill="outline" round>
            {isActive ? t('alert.statusActive') : t('alert.statusFired')}
          </Tag>
        </div>
        <p className={styles.condition}>{alertCondition(t, alert)}</p>
        <p className={styles.meta}>
          {alert.repeat ? t('alert.repeats') : t('alert.once')} · {alert.firedCount > 0 ? t('alert.firedCount', { count: alert.firedCount }) : t('alert.notFired')}
        </p>
        {alert.lastFiredAt !== null && (
          <p className={styles.meta}>
            {t('alert.lastFired', { time: formatDateTime(alert.lastFiredAt, timeZone), price: alert.lastFiredPrice === null ? '--' : formatRecordedPrice(alert.lastFiredPrice) })}
          </p>
        )}
      </div>
      {/* A fired alert waits for nothing more: it is removed from the list, not cancelled. */}
      <Button
        size="small"
        shape="rounded"
        disabled={busy}
        onClick={onCancel}
        aria-label={t(isActive ? 'alert.cancelOf' : 'alert.removeOf', { condition: `${alert.allname} ${alertCondition(t, alert)}` })}
      >
        {isActive ? t('alert.cancel') : t('alert.remove')}
      </Button>
    </li>
  );
}
