import type { TDevice } from '@meridian/protocol';
import { Button, Dialog, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Card } from '../../../components/card';
import { PagedList } from '../../../components/paged-list';
import { Page } from '../../../components/page';
import { Loaded } from '../../../components/query-state';
import { ROUTE } from '../../../config/routes';
import { useSession } from '../../../lib/session-store';
import { useDevices } from '../api/get-devices';
import { useSignIns } from '../api/get-sign-ins';
import { useSignOutDevice } from '../api/sign-out-device';
import { useSignOutOthers } from '../api/sign-out-others';
import { DeviceList } from '../components/device-list';
import { SignInRow } from '../components/sign-in-row';
import { deviceName } from '../lib/device-text';
import styles from './security-pages.module.css';

/** my/security/devices: where the account is signed in (sign out one, or all others) and its sign-in history. */
export function DevicesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const timeZone = useSession((state) => state.user?.timeZone);
  const clearSession = useSession((state) => state.clearSession);
  const devices = useDevices();
  const signIns = useSignIns();
  const signOutDevice = useSignOutDevice();
  const signOutOthers = useSignOutOthers();
  const others = devices.data?.filter((device) => !device.current).length ?? 0;

  const confirmSignOut = async (device: TDevice) => {
    const content = device.current ? t('security.signOutThisConfirm') : t('security.signOutConfirm', { device: deviceName(t, device.device) });
    const confirmed = await Dialog.confirm({ content, confirmText: t('security.signOut'), cancelText: t('common.cancel') });
    if (!confirmed) return;
    signOutDevice.mutate(device.sessionId, {
      onSuccess: () => {
        if (!device.current) {
          Toast.show({ icon: 'success', content: t('security.signedOut') });
          return;
        }
        clearSession();
        void navigate(ROUTE.login, { replace: true });
      },
    });
  };

  const confirmSignOutOthers = async () => {
    const confirmed = await Dialog.confirm({ content: t('security.signOutOthersConfirm'), confirmText: t('security.signOut'), cancelText: t('common.cancel') });
    if (!confirmed) return;
    signOutOthers.mutate(undefined, {
      onSuccess: ({ count }) => {
        Toast.show({ icon: 'success', content: t('security.signedOutOthers', { count }) });
      },
    });
  };

  return (
    <Page title={t('titles.securityDevices')}>
      <div className={styles.stack}>
        <Card title={t('security.activeSessions')} flush>
          <Loaded query={devices} card={false}>
            {(list) => <DeviceList devices={list} timeZone={timeZone} onSignOut={(device) => void confirmSignOut(device)} />}
          </Loaded>
        </Card>
        <Button block color="danger" fill="outline" shape="rounded" disabled={others === 0} loading={signOutOthers.isPending} onClick={() => void confirmSignOutOthers()}>
          {others === 0 ? t('security.noOtherDevices') : t('security.signOutOthers')}
        </Button>
        <div>
          <h2 className={styles.heading}>{t('security.history')}</h2>
          <p className={styles.note}>{t('security.historyHint')}</p>
        </div>
        <PagedList
          query={signIns}
          label={t('security.history')}
          emptyTitle={t('security.noSignIns')}
          renderItem={(signIn) => <SignInRow key={signIn.id} signIn={signIn} timeZone={timeZone} />}
        />
      </div>
    </Page>
  );
}
