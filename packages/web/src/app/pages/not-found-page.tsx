import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Card } from '../../components/card';
import { Page } from '../../components/page';
import { StatusBlock } from '../../components/status-block';
import { ROUTE } from '../../config/routes';

/** A link to a page the app does not have. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Page title={t('common.notFound')}>
      <Card>
        <StatusBlock status="empty" title={t('common.notFound')} description={t('common.notFoundHint')} />
        <Button
          block
          color="primary"
          shape="rounded"
          onClick={() => {
            void navigate(ROUTE.home, { replace: true });
          }}
        >
          {t('errors.toHome')}
        </Button>
      </Card>
    </Page>
  );
}
