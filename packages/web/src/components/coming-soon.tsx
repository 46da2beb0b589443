import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ROUTE } from '../config/routes';
import { Card } from './card';
import styles from './coming-soon.module.css';
import { StatusBlock } from './status-block';
import { useGoBack } from './use-go-back';

/**
 * What a page that is registered but not yet built shows: an honest statement and a way out,
 * never a page that pretends to work.
 */
export function ComingSoon() {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const navigate = useNavigate();
  return (
    <Card>
      <div className={styles.wrap}>
        <StatusBlock status="empty" title={t('comingSoon.title')} description={t('comingSoon.description')} />
        <div className={styles.actions}>
          <Button block color="primary" shape="rounded" size="large" onClick={goBack}>
            {t('common.back')}
          </Button>
          <Button
            block
            fill="outline"
            shape="rounded"
            size="large"
            onClick={() => {
              void navigate(ROUTE.home);
            }}
          >
            {t('comingSoon.home')}
          </Button>
        </div>
      </div>
    </Card>
  );
}
