import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { SwitchField } from '../../../components/switch-field';
import { currentDevicePlatform } from '../../../lib/device-platform';
import { isPushOnHere, type PushState } from '../api/get-push-settings';
import { usePushOnThisDevice, type PushProblem } from '../hooks/use-push-on-this-device';
import { canReceivePush, notificationPermission } from '../lib/push-browser';
import styles from './push-settings.module.css';

/** Why push is not on here, in the member's words; null when nothing went wrong. */
function ProblemText({ problem, denied }: { problem: PushProblem | null; denied: boolean }) {
  const { t } = useTranslation();
  if (denied) return <p className={styles.warning}>{t('push.denied')}</p>;
  if (problem?.kind === 'dismissed') return <p className={styles.warning}>{t('push.dismissed')}</p>;
  if (problem?.kind === 'failed') return <p className={styles.warning}>{problem.reason ?? t('push.failed')}</p>;
  return null;
}

/** The switch that turns push on and off for this browser, with why it cannot be when it cannot. */
function ThisDeviceSwitch({ state }: { state: PushState }) {
  const { t } = useTranslation();
  const device = usePushOnThisDevice(state);
  const isOn = isPushOnHere(state);
  // Blocked notifications come back only from the browser's settings: the switch cannot help.
  const isDenied = !isOn && (device.problem?.kind === 'denied' || notificationPermission() === 'denied');
  const hint = !isOn ? t('push.offHint') : state.settings.kinds.length === 0 ? t('push.noKindsChosen') : t('push.onHint');
  return (
    <div className={styles.stack}>
      <SwitchField label={t('push.thisDevice')} hint={hint} checked={isOn} disabled={isDenied} loading={device.isPending} onChange={device.setOn} />
      <div role="status">
        <ProblemText problem={device.problem} denied={isDenied} />
      </div>
    </div>
  );
}

/**
 * "Push on this device": the switch, or why there is none (this server sends no pushes, or this
 * browser cannot receive them: on an iPhone only the app added to the Home Screen can).
 */
export function ThisDeviceCard({ state }: { state: PushState }) {
  const { t } = useTranslation();
  if (state.publicKey === null) {
    return (
      <Card title={t('push.thisDevice')}>
        <p className={styles.note}>{t('push.serverOff')}</p>
      </Card>
    );
  }
  if (!canReceivePush()) {
    return (
      <Card title={t('push.thisDevice')}>
        <p className={styles.warning}>{currentDevicePlatform() === 'ios' ? t('push.unsupportedIos') : t('push.unsupported')}</p>
      </Card>
    );
  }
  return (
    <Card>
      <ThisDeviceSwitch state={state} />
    </Card>
  );
}
