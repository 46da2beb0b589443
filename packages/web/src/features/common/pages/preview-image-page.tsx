import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../../components/page';
import { StatusBlock } from '../../../components/status-block';
import styles from './common-pages.module.css';

/** Only pictures the app itself serves: a link must not turn this page into a window on any site. */
function isOwnImage(src: string): boolean {
  if (src.startsWith('/') && !src.startsWith('//')) return true;
  try {
    return new URL(src).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** /preview-image?src=…: one picture, full width, on black. */
export function PreviewImagePage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const src = searchParams.get('src') ?? '';
  return (
    <Page title={t('titles.previewImage')} flush>
      {isOwnImage(src) ? (
        <div className={styles.viewer}>
          <img src={src} alt={t('titles.previewImage')} />
        </div>
      ) : (
        <StatusBlock status="empty" title={t('common.notFound')} description={t('common.notFoundHint')} />
      )}
    </Page>
  );
}
