import type { TPushDevice } from '@meridian/protocol';
import { Button, Dialog, Tag, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import listRow from '../../../components/list-row.module.css';
import { cx } from '../../../lib/class-names';
import { formatDateTime } from '../../../lib/time';
import { useSession } from '../../../lib/session-store';
import { isPushOnHere, type PushState } from '../api/get-push-settings';
import { useRemovePushDevice } from '../api/unsubscribe-push';
import styles from './push-settings.module.css';

/** Which listed device is this browser: the server compares their endpoints (this browser's is sent with the read). */
function thisDeviceId(state: PushState): number | null {
  if (!isPushOnHere(state)) return null;
  return state.devices.find((device) => device.current)?.id ?? null;
}

/** The member's browsers and phones that receive pushes, this one marked, each with its own "remove". */
export function PushDevicesCard({ state }: { state: PushState }) {
  const { t } = useTranslation();
  const timeZone = useSession((session) => session.user?.timeZone);
  const remove = useRemovePushDevice();
  const thisId = thisDeviceId(state);
  const nameOf = (device: TPushDevice) => (device.label === '' ? t('push.unknownDevice') : device.label);

  const confirmRemove = async (device: TPushDevice) => {
    const confirmed = await Dialog.confirm({ content: t('push.removeConfirm', { device: nameOf(device) }), confirmText: t('push.remove'), cancelText: t('common.cancel') });
    if (!confirmed) return;
    remove.mutate(device.id, {
      onSuccess: () => {
        Toast.show({ icon: 'success', content: t('push.removed') });
      },
    });
  };

  return (
    <Card title={t('push.devicesTitle')} flush>
      {state.devices.length === 0 ? (
        <p className={cx(styles.note, styles.padded)}>{t('push.devicesEmpty')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('push.devicesTitle')}>
          {state.devices.map((device) => (
            <li key={device.id} className={listRow.item}>
              <div className={listRow.row}>
                <div className={listRow.main}>
                  <div className={styles.name}>
                    {nameOf(device)}
                    {device.id === thisId && (
                      <Tag color="primary" fill="outline" className={styles.tag}>
                        {t('push.thisDeviceTag')}
                      </Tag>
                    )}
                  </div>
                  <div className={listRow.meta}>{t('push.deviceAdded', { time: formatDateTime(device.createdAt, timeZone) })}</div>
                  <div className={listRow.meta}>{device.lastSentAt === null ? t('push.noPushYet') : t('push.lastPush', { time: formatDateTime(device.lastSentAt, timeZone) })}</div>
                </div>
                <Button
                  size="mini"
                  fill="outline"
                  color="danger"
                  aria-label={t('push.removeNamed', { device: nameOf(device) })}
                  disabled={remove.isPending}
                  onClick={() => void confirmRemove(device)}
                >
                  {t('push.remove')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
