import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Card } from '../components/card';
import { Page } from '../components/page';
import { StatusBlock } from '../components/status-block';
import { ROUTE } from '../config/routes';
import styles from './route-error.module.css';

/**
 * A page's chunk that failed to load (spec section 8: ChunkLoadError), as browsers word it: after
 * a deploy the old chunk names are gone, or the network dropped mid-load.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /dynamically imported module|Importing a module script failed|error loading dynamically imported|Failed to fetch/i.test(error.message)
  );
}

/** Shown instead of a blank screen when a page cannot be loaded or shown: a way to try again. */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const chunk = isChunkLoadError(error);
  return (
    <Page title={t('errors.title')}>
      <Card>
        <div className={styles.body}>
          <StatusBlock
            status="default"
            title={chunk ? t('errors.chunkTitle') : t('errors.pageTitle')}
            description={chunk ? t('errors.chunkText') : t('errors.pageText')}
          />
          <Button
            block
            color="primary"
            shape="rounded"
            onClick={() => {
              // A fresh load fetches the page again, and the current chunk names after a deploy.
              window.location.reload();
            }}
          >
            {t('common.retry')}
          </Button>
          <Button
            block
            fill="none"
            onClick={() => {
              void navigate(ROUTE.home, { replace: true });
            }}
          >
            {t('errors.toHome')}
          </Button>
        </div>
      </Card>
    </Page>
  );
}
