import type { TDevice } from '@meridian/protocol';
import { Button, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import listRow from '../../../components/list-row.module.css';
import { formatDateTime } from '../../../lib/time';
import { deviceName } from '../lib/device-text';
import styles from './security-lists.module.css';

interface DeviceListProps {
  devices: readonly TDevice[];
  timeZone: string | undefined;
  onSignOut: (device: TDevice) => void;
}

/** The member's signed-in devices, this one marked, each with its own "sign out". */
export function DeviceList({ devices, timeZone, onSignOut }: DeviceListProps) {
  const { t } = useTranslation();
  return (
    <ul className={styles.list} aria-label={t('security.activeSessions')}>
      {devices.map((device) => (
        <li key={device.sessionId} className={listRow.item} data-testid="device">
          <div className={styles.row}>
            <div className={styles.main}>
              <div className={styles.title}>
                {deviceName(t, device.device)}
                {device.current && (
                  <Tag color="primary" fill="outline" className={styles.tag}>
                    {t('security.thisDevice')}
                  </Tag>
                )}
              </div>
              <div className={styles.meta}>{t('security.address', { ip: device.ip || '-' })}</div>
              <div className={styles.meta}>
                {t('security.signedInAt', { time: formatDateTime(device.signedInAt, timeZone) })} · {t('security.lastActive', { time: formatDateTime(device.lastActiveAt, timeZone) })}
              </div>
            </div>
            <Button
              size="mini"
              fill="outline"
              color={device.current ? 'default' : 'danger'}
              onClick={() => {
                onSignOut(device);
              }}
            >
              {device.current ? t('security.signOutThisDevice') : t('security.signOut')}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
