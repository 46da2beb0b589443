import { CODE } from '@meridian/protocol';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../../api/query-client';
import { Card } from '../../../components/card';
import { MessageArticle } from '../../../components/message-article';
import { Page } from '../../../components/page';
import { QueryState } from '../../../components/query-state';
import { StatusBlock } from '../../../components/status-block';
import { useSession } from '../../../lib/session-store';
import { formatDateTime } from '../../../lib/time';
import { useLetterInfo } from '../api/get-letter-info';
import { useReadLetterInfo } from '../api/read-letter-info';
import { AntiPhishingCode } from '../components/anti-phishing-code';

/** my/dialog_detail?id=: one letter, its HTML sanitised, opening with the member's anti-phishing code; opening it marks it read. */
export function LetterDetailPage({ id }: { id: number | null }) {
  const { t } = useTranslation();
  return <Page title={t('titles.dialogDetail')}>{id === null ? <LetterNotFound /> : <LetterContent id={id} />}</Page>;
}

function LetterNotFound() {
  const { t } = useTranslation();
  return (
    <Card>
      <StatusBlock status="empty" title={t('letter.notFound')} description={t('letter.notFoundHint')} />
    </Card>
  );
}

function LetterContent({ id }: { id: number }) {
  const { t } = useTranslation();
  const letter = useLetterInfo(id);
  const read = useReadLetterInfo();
  const timeZone = useSession((state) => state.user?.timeZone);
  const { mutate: markRead } = read;
  const unread = letter.data?.isRead === false;

  useEffect(() => {
    if (unread) markRead(id);
  }, [unread, id, markRead]);

  if (letter.data !== undefined) {
    return (
      <Card>
        <MessageArticle
          title={letter.data.title}
          meta={t('letter.receivedAt', { time: formatDateTime(letter.data.createdAt, timeZone) })}
          note={letter.data.antiPhishingCode === undefined ? undefined : <AntiPhishingCode code={letter.data.antiPhishingCode} />}
          content={letter.data.content}
        />
      </Card>
    );
  }
  // Someone else's letter, or one that no longer exists, answers not found: nothing to retry.
  if (letter.error instanceof RequestError && (letter.error.failure.code === CODE.NOT_FOUND || letter.error.failure.code === CODE.INVALID_PARAMS)) return <LetterNotFound />;
  return (
    <Card>
      <QueryState
        isError={letter.isError}
        rows={6}
        onRetry={() => {
          void letter.refetch();
        }}
      />
    </Card>
  );
}

