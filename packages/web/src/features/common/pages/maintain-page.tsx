import { Button, Toast } from 'antd-mobile';
import { SetOutline } from 'antd-mobile-icons';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { maintenanceMode, useMaintenanceMode } from '../../../api/maintenance-mode';
import { Card } from '../../../components/card';
import { Page } from '../../../components/page';
import { QueryState } from '../../../components/query-state';
import { ROUTE } from '../../../config/routes';
import { formatDateTime } from '../../../lib/time';
import { useMaintainConfig } from '../api/get-maintain-config';
import { applyMaintainStatus } from '../maintenance-status';
import styles from './common-pages.module.css';

function Notice({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <div className={styles.centered}>
      <div className={styles.badge} aria-hidden="true">
        <SetOutline />
      </div>
      <h1 className={styles.heading}>{title}</h1>
      <p className={styles.text}>{text}</p>
      {children}
    </div>
  );
}

/**
 * home/maintain: where maintenance sends the member. While it is on, it asks every few seconds
 * whether it is over and, when it is, does what the 'off' push does: everyone logs in again.
 * Opened while there is no maintenance (a bookmark, a shared link), it says so and offers the way
 * home, and the session stays as it was.
 */
export function MaintainPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const maintain = useMaintainConfig();
  const wasOn = useMaintenanceMode((state) => state.isOn);
  const data = maintain.data;
  const status = data?.maintainStatus;
  const message = data?.message ?? '';

  useEffect(() => {
    if (status === true) maintenanceMode.remember();
    // Only an end the app has seen begin sends everyone to login.
    else if (status === false && wasOn) applyMaintainStatus(false);
  }, [status, wasOn]);

  const retry = async () => {
    const result = await maintain.refetch();
    if (result.data?.maintainStatus) Toast.show({ content: t('maintain.stillOn') });
  };

  let content: ReactNode;
  if (status === false && !wasOn) {
    content = (
      <Notice title={t('maintain.noneTitle')} text={t('maintain.noneText')}>
        <Button
          color="primary"
          size="large"
          shape="rounded"
          block
          onClick={() => {
            void navigate(ROUTE.home, { replace: true });
          }}
        >
          {t('maintain.backHome')}
        </Button>
      </Notice>
    );
  } else if (status === undefined && !wasOn) {
    // Not known yet, and the app has not seen maintenance begin: nothing to announce before the answer.
    content = (
      <QueryState
        isError={maintain.isError}
        onRetry={() => {
          void maintain.refetch();
        }}
      />
    );
  } else {
    const isOver = status === false;
    content = (
      <Notice title={isOver ? t('maintain.overTitle') : t('maintain.title')} text={isOver ? t('maintain.overText') : message || t('maintain.text')}>
        {data !== undefined && data.until !== null && !isOver && <p className={styles.meta}>{t('maintain.until', { time: formatDateTime(data.until) })}</p>}
        <Button
          color="primary"
          size="large"
          shape="rounded"
          block
          loading={maintain.isFetching}
          onClick={() => {
            void retry();
          }}
        >
          {t('common.retry')}
        </Button>
      </Notice>
    );
  }

  return (
    <Page title={t('titles.maintain')} back={false}>
      <Card>{content}</Card>
    </Page>
  );
}
