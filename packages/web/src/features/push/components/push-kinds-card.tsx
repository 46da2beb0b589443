import { NOTIFICATION_KINDS, type TNotificationKind, type TPushSettings } from '@meridian/protocol';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { SwitchField } from '../../../components/switch-field';
import { useChangePushSettings } from '../api/save-push-settings';
import styles from './push-settings.module.css';

/** The kinds chosen, with `kind` on or off, in the protocol's order. */
const withKind = (kinds: readonly TNotificationKind[], kind: TNotificationKind, isOn: boolean): TNotificationKind[] =>
  NOTIFICATION_KINDS.filter((each) => (each === kind ? isOn : kinds.includes(each)));

/** One switch per kind of notification: only the kinds chosen are pushed, to every device where push is on. */
export function PushKindsCard({ settings }: { settings: TPushSettings }) {
  const { t } = useTranslation();
  const change = useChangePushSettings();
  return (
    <Card title={t('push.kindsTitle')}>
      <div className={styles.stack} role="group" aria-label={t('push.kindsTitle')}>
        <p className={styles.note}>{t('push.kindsHint')}</p>
        {NOTIFICATION_KINDS.map((kind) => (
          <SwitchField
            key={kind}
            label={t(`push.kinds.${kind}`)}
            checked={settings.kinds.includes(kind)}
            onChange={(isOn) => {
              change((current) => ({ ...current, kinds: withKind(current.kinds, kind, isOn) }));
            }}
          />
        ))}
      </div>
    </Card>
  );
}
