import type { TPushSettings } from '@meridian/protocol';
import { Toast } from 'antd-mobile';
import { ClockCircleOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { MenuList } from '../../../components/menu-list';
import { SwitchField } from '../../../components/switch-field';
import { cx } from '../../../lib/class-names';
import { useChangePushSettings } from '../api/save-push-settings';
import { DEFAULT_QUIET_HOURS, clockOf, deviceTimeZone } from '../lib/quiet-hours';
import styles from './push-settings.module.css';
import { QuietTimePicker } from './quiet-time-picker';

type QuietEnd = 'from' | 'to';

/**
 * Quiet hours: no push rings the member's devices between two times of day, in this device's time
 * zone (saved with them, so the server follows its summer time). A span may cross midnight.
 */
export function QuietHoursCard({ settings }: { settings: TPushSettings }) {
  const { t } = useTranslation();
  const change = useChangePushSettings();
  const [picking, setPicking] = useState<QuietEnd | null>(null);
  const quiet = settings.quietHours;

  const pick = (end: QuietEnd, minuteOfDay: number) => {
    if (quiet === null) return;
    // The server refuses a span that starts where it ends: said here, nothing sent.
    if (minuteOfDay === (end === 'from' ? quiet.to : quiet.from)) {
      Toast.show({ content: t('push.quietSame') });
      return;
    }
    change((current) => (current.quietHours === null ? current : { ...current, quietHours: { ...current.quietHours, [end]: minuteOfDay, timeZone: deviceTimeZone() } }));
  };
  const endRow = (end: QuietEnd, minuteOfDay: number) => ({
    key: end,
    label: end === 'from' ? t('push.quietFrom') : t('push.quietTo'),
    icon: <ClockCircleOutline />,
    extra: clockOf(minuteOfDay),
    onClick: () => {
      setPicking(end);
    },
  });

  return (
    <Card title={t('push.quietTitle')} flush>
      <div className={styles.padded}>
        <SwitchField
          label={t('push.quietSwitch')}
          hint={t('push.quietHint')}
          checked={quiet !== null}
          onChange={(isOn) => {
            change((current) => ({ ...current, quietHours: isOn ? { ...DEFAULT_QUIET_HOURS, timeZone: deviceTimeZone() } : null }));
          }}
        />
      </div>
      {quiet !== null && (
        <>
          <MenuList items={[endRow('from', quiet.from), endRow('to', quiet.to)]} />
          <p className={cx(styles.note, styles.padded)}>{t('push.quietZone', { zone: quiet.timeZone })}</p>
          <QuietTimePicker
            title={picking === 'to' ? t('push.quietTo') : t('push.quietFrom')}
            visible={picking !== null}
            minuteOfDay={picking === 'to' ? quiet.to : quiet.from}
            onPick={(minuteOfDay) => {
              if (picking !== null) pick(picking, minuteOfDay);
            }}
            onClose={() => {
              setPicking(null);
            }}
          />
        </>
      )}
    </Card>
  );
}
