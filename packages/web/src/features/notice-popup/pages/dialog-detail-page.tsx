import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { Page } from '../../../components/page';
import { MessageArticle } from '../../../components/message-article';
import { StatusBlock } from '../../../components/status-block';
import { useSession } from '../../../lib/session-store';
import { formatDateTime } from '../../../lib/time';
import { useNoticePopup } from '../notice-popup-store';

/** my/dialog_detail: the whole of the last notice popup, which the popup itself shows only the start of. */
export function DialogDetailPage() {
  const { t } = useTranslation();
  const popup = useNoticePopup((state) => state.lastPopup);
  const timeZone = useSession((state) => state.user?.timeZone);

  return (
    <Page title={t('titles.dialogDetail')}>
      <Card>
        {popup === null ? (
          <StatusBlock status="empty" title={t('popup.empty')} description={t('popup.emptyHint')} />
        ) : (
          <MessageArticle title={popup.title} meta={t('popup.receivedAt', { time: formatDateTime(popup.receivedAt, timeZone) })} content={popup.content} />
        )}
      </Card>
    </Page>
  );
}
