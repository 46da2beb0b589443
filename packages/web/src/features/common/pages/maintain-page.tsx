import { Button, Toast } from 'antd-mobile';
import { SetOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Card } from '../../../components/card';
import { Page } from '../../../components/page';
import { ROUTE } from '../../../config/routes';
import { formatDateTime } from '../../../lib/time';
import { useMaintainConfig } from '../api/get-maintain-config';
import styles from './common-pages.module.css';

/** home/maintain: where a maintenance push sends the member; they leave when it is over. */
export function MaintainPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const maintain = useMaintainConfig();
  const data = maintain.data;
  const isOver = data !== undefined && !data.maintainStatus;

  const retry = async () => {
    const result = await maintain.refetch();
    if (result.data?.maintainStatus === false) {
      void navigate(ROUTE.home, { replace: true });
    } else if (result.data !== undefined) {
      Toast.show({ content: t('maintain.stillOn') });
    }
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
            {isOver ? t('maintain.backHome') : t('common.retry')}
          </Button>
        </div>
      </Card>
    </Page>
  );
}
