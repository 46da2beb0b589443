import { noticePreview } from '@meridian/protocol';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MessageRow } from '../../../components/message-row';
import { PagedList } from '../../../components/paged-list';
import { ROUTE, href } from '../../../config/routes';
import { formatRelativeTime } from '../../../lib/time';
import { useLetterPage } from '../api/get-letter-page';
import { AntiPhishingCode } from './anti-phishing-code';

/** Characters of the text shown under the title: one line on a phone. */
const PREVIEW_LENGTH = 60;

/** The member's inbox, newest first, unread letters marked, each with the member's anti-phishing code under its first words; a tap opens the letter. */
export function LetterList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const letters = useLetterPage();
  const now = Date.now();
  return (
    <PagedList
      query={letters}
      label={t('letter.tab')}
      emptyTitle={t('letter.empty')}
      emptyDescription={t('letter.emptyHint')}
      renderItem={(letter) => (
        <MessageRow
          key={letter.id}
          title={letter.title}
          preview={noticePreview(letter.content, PREVIEW_LENGTH)}
          time={formatRelativeTime(t, letter.createdAt, now)}
          unread={!letter.isRead}
          footnote={letter.antiPhishingCode === undefined ? undefined : <AntiPhishingCode code={letter.antiPhishingCode} />}
          onOpen={() => {
            void navigate(href(ROUTE.dialogDetail, { id: letter.id }));
          }}
        />
      )}
    />
  );
}
