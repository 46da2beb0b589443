import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../config/paths';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title={<h1 style={{ fontSize: 24, margin: 0 }}>{t('app.notFound')}</h1>}
      extra={
        <Link to={PATHS.dashboard}>
          <Button type="primary">{t('app.backHome')}</Button>
        </Link>
      }
    />
  );
}
