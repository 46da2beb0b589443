import { Button, Toast } from 'antd-mobile';
import { SetOutline } from 'antd-mobile-icons';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { Page } from '../../../components/page';
import { formatDateTime } from '../../../lib/time';
import { useMaintainConfig } from '../api/get-maintain-config';
import { applyMaintainStatus } from '../maintenance-status';
import styles from './common-pages.module.css';

/**
 * home/maintain: where a maintenance push sends the member. It asks every few seconds whether
 * maintenance is over and, when it is, does what the 'off' push does: everyone logs in again.
 */
export function MaintainPage() {
  const { t } = useTranslation();
  const maintain = useMaintainConfig();
  const data = maintain.data;
  const isOver = data?.maintainStatus === false;

  useEffect(() => {
    if (isOver) applyMaintainStatus(false);
  }, [isOver]);

  const retry = async () => {
    const result = await maintain.refetch();
    if (result.data?.maintainStatus) Toast.show({ content: t('maintain.stillOn') });
  };

  return (
    <Page title={t('titles.maintain')} back={false}>
      <Card>
        <div className={styles.centered}>
          <div className={styles.badge} aria-hidden="true">
            <SetOutline />
          </div>
          <h1 className={styles.heading}>{isOver ? t('maintain.overTitle') : t('maintain.title')}</h1>
          <p className={styles.text}>{isOver ? t('maintain.overText') : data?.message || t('maintain.text')}</p>
          {data !== undefined && data.until !== null && !isOver && (
            <p className={styles.meta}>{t('maintain.until', { time: formatDateTime(data.until) })}</p>
          )}
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
        </div>
      </Card>
    </Page>
  );
}
