import { Button, Tabs } from 'antd-mobile';
import { CheckCircleOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { Page } from '../../../components/page';
import { currentDevicePlatform } from '../../../lib/device-platform';
import { InstallSteps } from '../components/install-steps';
import { isRunningInstalled } from '../lib/display-mode';
import { promptInstall, useInstallPrompt } from '../lib/install-prompt';
import styles from './app-install-page.module.css';

type Tutorial = 'ios' | 'android';

/** home/appinstall: how to put the app on the home screen, for the device in hand first. */
export function AppInstallPage() {
  const { t } = useTranslation();
  // The tutorial of the device in hand first; elsewhere Android's, the more common phone.
  const [tutorial, setTutorial] = useState<Tutorial>(() => (currentDevicePlatform() === 'ios' ? 'ios' : 'android'));
  const canPrompt = useInstallPrompt((state) => state.deferred !== null);
  const installedNow = useInstallPrompt((state) => state.installed);
  const [installing, setInstalling] = useState(false);
  const installed = installedNow || isRunningInstalled();

  const install = async () => {
    setInstalling(true);
    try {
      await promptInstall();
    } finally {
      setInstalling(false);
    }
  };

  return (
    <Page title={t('titles.appInstall')}>
      <Card>
        <div className={styles.intro}>
          <img className={styles.icon} src="/icons/icon-192.png" alt="" width={64} height={64} />
          {installed ? (
            <p className={styles.installed} role="status">
              <CheckCircleOutline aria-hidden="true" /> {t('install.installed')}
            </p>
          ) : (
            <>
              <h1 className={styles.heading}>{t('install.heading')}</h1>
              <p className={styles.text}>{t('install.intro')}</p>
              {canPrompt && (
                <Button
                  block
                  color="primary"
                  shape="rounded"
                  size="large"
                  loading={installing}
                  onClick={() => {
                    void install();
                  }}
                >
                  {t('install.installNow')}
                </Button>
              )}
            </>
          )}
        </div>
      </Card>

      <Card flush>
        <Tabs
          activeKey={tutorial}
          onChange={(key) => {
            setTutorial(key === 'ios' ? 'ios' : 'android');
          }}
        >
          <Tabs.Tab key="ios" title={t('install.ios.tab')} />
          <Tabs.Tab key="android" title={t('install.android.tab')} />
        </Tabs>
        <div className={styles.steps}>
          <InstallSteps platform={tutorial} />
        </div>
      </Card>

      <Card>
        <p className={styles.note}>{t('install.note')}</p>
      </Card>
    </Page>
  );
}
