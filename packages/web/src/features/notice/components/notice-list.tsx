import { noticePreview } from '@meridian/protocol';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageNoticeList } from '../../../api/shared/page-notice';
import { MessageRow } from '../../../components/message-row';
import { PagedList } from '../../../components/paged-list';
import { ROUTE, href } from '../../../config/routes';
import { formatRelativeTime } from '../../../lib/time';

/** The platform's notices, newest first; a tap opens the whole notice. */
export function NoticeList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notices = usePageNoticeList();
  const now = Date.now();
  return (
    <PagedList
      query={notices}
      label={t('notice.tab')}
      emptyTitle={t('notice.empty')}
      emptyDescription={t('notice.emptyHint')}
      renderItem={(notice) => (
        <MessageRow
          key={notice.id}
          title={notice.title}
          preview={noticePreview(notice.content, PREVIEW_LENGTH)}
          time={formatRelativeTime(t, notice.createdAt, now)}
          onOpen={() => {
            void navigate(href(ROUTE.noticeDetail, { id: notice.id }));
          }}
        />
      )}
    />
  );
}

/** Characters of the text shown under the title: one line on a phone. */
const PREVIEW_LENGTH = 60;
