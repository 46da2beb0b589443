import { ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { Page } from '../../../components/page';
import { SafeHtml } from '../../../components/safe-html';
import { useSession } from '../../../lib/session-store';
import { formatDateTime } from '../../../lib/time';
import { useNoticePopup } from '../notice-popup-store';
import styles from './dialog-detail-page.module.css';

/** my/dialog_detail: the whole of the last notice popup, which the popup itself shows only the start of. */
export function DialogDetailPage() {
  const { t } = useTranslation();
  const popup = useNoticePopup((state) => state.lastPopup);
  const timeZone = useSession((state) => state.user?.timeZone);

  return (
    <Page title={t('titles.dialogDetail')}>
      <Card>
        {popup === null ? (
          <ErrorBlock status="empty" title={t('popup.empty')} description={t('popup.emptyHint')} />
        ) : (
          <article>
            <h1 className={styles.title}>{popup.title}</h1>
            <p className={styles.meta}>{t('popup.receivedAt', { time: formatDateTime(popup.receivedAt, timeZone) })}</p>
            <SafeHtml content={popup.content} />
          </article>
        )}
      </Card>
    </Page>
  );
}
