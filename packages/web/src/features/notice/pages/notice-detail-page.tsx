import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Card } from '../../../components/card';
import { Page } from '../../../components/page';
import { Loaded } from '../../../components/query-state';
import { MessageArticle } from '../../../components/message-article';
import { StatusBlock } from '../../../components/status-block';
import { useSession } from '../../../lib/session-store';
import { idFromQuery } from '../../../lib/query-id';
import { formatDateTime } from '../../../lib/time';
import { useNotice } from '../api/find-notice';

/** my/notice_detail?id=: one notice, its HTML sanitised. */
export function NoticeDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = idFromQuery(params.get('id'));
  const notice = useNotice(id);
  const timeZone = useSession((state) => state.user?.timeZone);

  return (
    <Page title={t('titles.noticeDetail')}>
      <Loaded query={notice} rows={6}>
        {(found) => (
          <Card>
            {found === null ? (
              <StatusBlock status="empty" title={t('notice.notFound')} description={t('notice.notFoundHint')} />
            ) : (
              <MessageArticle title={found.title} meta={t('notice.publishedAt', { time: formatDateTime(found.createdAt, timeZone) })} content={found.content} />
            )}
          </Card>
        )}
      </Loaded>
    </Page>
  );
}
