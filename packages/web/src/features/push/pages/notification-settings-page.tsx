import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { Loaded } from '../../../components/query-state';
import { usePushState, type PushState } from '../api/get-push-settings';
import { PushDevicesCard } from '../components/push-devices-card';
import { PushKindsCard } from '../components/push-kinds-card';
import { QuietHoursCard } from '../components/quiet-hours-card';
import { ShowAmountsCard } from '../components/show-amounts-card';
import { ThisDeviceCard } from '../components/this-device-card';

function PushSettingsCards({ state }: { state: PushState }) {
  return (
    <>
      <ThisDeviceCard state={state} />
      {/* A server that sends no pushes has nothing more to set. */}
      {state.publicKey !== null && (
        <>
          <PushKindsCard settings={state.settings} />
          <QuietHoursCard settings={state.settings} />
          <ShowAmountsCard settings={state.settings} />
          <PushDevicesCard state={state} />
        </>
      )}
    </>
  );
}

/**
 * my/notification-settings: Web Push on this device, what is pushed (to all the member's devices),
 * quiet hours, whether pushes show amounts, and the devices that receive them. Every change is
 * saved at once. The notification centre keeps every notification whatever is chosen here.
 */
export function NotificationSettingsPage() {
  const { t } = useTranslation();
  const state = usePushState();
  return (
    <Page title={t('titles.notificationSettings')}>
      <Loaded query={state}>{(data) => <PushSettingsCards state={data} />}</Loaded>
    </Page>
  );
}
