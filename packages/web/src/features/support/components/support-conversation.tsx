import { LIVE_EVENT, SUPPORT_TEXT_MAX, UPLOAD_MIME_TYPES, type TGetConversationResponse, type TSupportMessage } from '@meridian/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { Button, ImageViewer, TextArea } from 'antd-mobile';
import { CloseOutline, PictureOutline } from 'antd-mobile-icons';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { onPush } from '../../../api/live-events';
import { RequestError } from '../../../api/query-client';
import { Card } from '../../../components/card';
import { Loaded } from '../../../components/query-state';
import { useImageUpload } from '../../../components/use-image-upload';
import { ROUTE } from '../../../config/routes';
import { cx } from '../../../lib/class-names';
import { useSession } from '../../../lib/session-store';
import { formatDateTime } from '../../../lib/time';
import { useConversation } from '../api/get-conversation';
import { useReadMessages } from '../api/read-messages';
import { useSendMessage } from '../api/send-message';
import { useSupportThere } from '../hooks/use-support-there';
import { receiveSupportMessage } from '../lib/conversation-cache';
import styles from './support-conversation.module.css';

/** A picture for support must stay legible, like a transfer receipt, and well under the 2 MB upload limit. */
const PICTURE_MAX_SIDE = 1280;

interface SupportConversationProps {
  /** The configured support hours (customer-service settings), or empty: what the away note promises. */
  workingHours: string;
}

/** A message the member sent that the server has not answered yet: shown at once, replaced by the server's copy. */
interface PendingMessage {
  key: number;
  text: string;
  imageUrl: string;
  createdAt: number;
}

/** The member's conversation with support; a visitor is asked to log in first. */
export function SupportConversation({ workingHours }: SupportConversationProps) {
  const { t } = useTranslation();
  const loggedIn = useSession((state) => state.token !== null);
  if (!loggedIn) {
    return (
      <Card title={t('support.title')}>
        <Link className={styles.loginLink} to={ROUTE.login}>
          {t('support.loginPrompt')}
        </Link>
      </Card>
    );
  }
  return <MemberConversation workingHours={workingHours} />;
}

function MemberConversation({ workingHours }: SupportConversationProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const conversation = useConversation();
  const readMessages = useReadMessages();
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const unread = conversation.data?.unread ?? 0;
  const messageCount = conversation.data?.messages.length ?? 0;

  // Opening the page reads what support wrote; so does each answer that arrives while it is open.
  // Once per state of the conversation: a failed read is not retried in a loop.
  const { mutate: markRead } = readMessages;
  const readAt = useRef<number | null>(null);
  useEffect(() => {
    if (unread === 0 || readAt.current === messageCount) return;
    readAt.current = messageCount;
    markRead();
  }, [unread, messageCount, markRead]);
  useEffect(
    () =>
      onPush(LIVE_EVENT.supportMessage, (message) => {
        receiveSupportMessage(queryClient, message);
      }),
    [queryClient],
  );

  return (
    <Card title={t('support.title')}>
      <Loaded query={conversation} card={false}>
        {(data) => (
          <>
            <MessageLog messages={data.messages} pending={pending} />
            {data.status === 'closed' && pending.length === 0 && <p className={styles.note}>{t('support.closed')}</p>}
            <AwayNote conversation={data} workingHours={workingHours} />
            <Composer
              onSending={(message) => {
                setPending((shown) => [...shown, message]);
              }}
              onSettled={(key) => {
                setPending((shown) => shown.filter((message) => message.key !== key));
              }}
            />
          </>
        )}
      </Loaded>
    </Card>
  );
}

/** Said while nobody is there by the published hours, the agents' presence and their last answer. */
function AwayNote({ conversation, workingHours }: { conversation: TGetConversationResponse; workingHours: string }) {
  const { t } = useTranslation();
  if (useSupportThere(conversation)) return null;
  return (
    <p className={styles.away} data-testid="support-away">
      {workingHours === '' ? t('support.awayNoHours') : t('support.away', { hours: workingHours })}
    </p>
  );
}

function MessageLog({ messages, pending }: { messages: TSupportMessage[]; pending: PendingMessage[] }) {
  const { t } = useTranslation();
  const timeZone = useSession((state) => state.user?.timeZone);
  const log = useRef<HTMLOListElement>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const count = messages.length + pending.length;

  // Newest at the bottom, in view on open and at each new message.
  useLayoutEffect(() => {
    const element = log.current;
    if (element !== null) element.scrollTop = element.scrollHeight;
  }, [count]);

  if (count === 0) return <p className={styles.note}>{t('support.empty')}</p>;

  const rows = [
    ...messages.map((message) => ({ key: `m${message.id}`, from: message.from, text: message.text, imageUrl: message.imageUrl, createdAt: message.createdAt, isPending: false })),
    ...pending.map((message) => ({ key: `p${message.key}`, from: 'member' as const, text: message.text, imageUrl: message.imageUrl, createdAt: message.createdAt, isPending: true })),
  ];

  return (
    <>
      <ol ref={log} className={styles.log} role="log" aria-label={t('support.log')} data-testid="support-log">
        {rows.map((row) => {
          const isMine = row.from === 'member';
          return (
            <li key={row.key} className={cx(styles.row, isMine ? styles.mine : styles.theirs)} data-testid="support-message" aria-busy={row.isPending}>
              <span className={styles.hidden}>{isMine ? t('support.you') : t('support.agent')}</span>
              <div className={styles.bubble}>
                {row.imageUrl !== '' && (
                  <button
                    type="button"
                    className={styles.thumbButton}
                    onClick={() => {
                      setViewing(row.imageUrl);
                    }}
                  >
                    <img className={styles.thumb} src={row.imageUrl} alt={isMine ? t('support.yourPicture') : t('support.supportPicture')} />
                  </button>
                )}
                {row.text !== '' && <p className={styles.text}>{row.text}</p>}
              </div>
              <span className={styles.time}>{row.isPending ? t('support.sending') : formatDateTime(row.createdAt, timeZone)}</span>
            </li>
          );
        })}
      </ol>
      <ImageViewer
        image={viewing ?? ''}
        visible={viewing !== null}
        onClose={() => {
          setViewing(null);
        }}
      />
    </>
  );
}

interface ComposerProps {
  onSending: (message: PendingMessage) => void;
  onSettled: (key: number) => void;
}

function Composer({ onSending, onSettled }: ComposerProps) {
  const { t } = useTranslation();
  const textId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const sendMessage = useSendMessage();
  const [text, setText] = useState('');
  const [pictureUrl, setPictureUrl] = useState<string | null>(null);
  const upload = useImageUpload(setPictureUrl, PICTURE_MAX_SIDE);
  const [refusal, setRefusal] = useState<string | null>(null);
  const canSend = (text.trim() !== '' || pictureUrl !== null) && !upload.isPending;

  const send = () => {
    if (!canSend) return;
    const message = { text: text.trim(), ...(pictureUrl === null ? {} : { imageUrl: pictureUrl }) };
    const shown: PendingMessage = { key: Date.now(), text: message.text, imageUrl: pictureUrl ?? '', createdAt: Date.now() };
    onSending(shown);
    setText('');
    setPictureUrl(null);
    setRefusal(null);
    sendMessage.mutate(message, {
      onSettled: () => {
        onSettled(shown.key);
      },
      onError: (error) => {
        // The member's words come back to the composer unless they have started another message.
        setText((current) => (current === '' ? shown.text : current));
        setPictureUrl((current) => current ?? (shown.imageUrl === '' ? null : shown.imageUrl));
        setRefusal(error instanceof RequestError && error.failure.msg !== '' ? error.failure.msg : t('common.networkError'));
      },
    });
  };

  return (
    <form
      className={styles.composer}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <label htmlFor={textId} className={styles.hidden}>
        {t('support.messageLabel')}
      </label>
      <TextArea
        id={textId}
        className={styles.textArea}
        value={text}
        onChange={(value) => {
          setText(value);
          setRefusal(null);
        }}
        placeholder={t('support.placeholder')}
        maxLength={SUPPORT_TEXT_MAX}
        showCount
        autoSize={{ minRows: 2, maxRows: 6 }}
      />
      {refusal !== null && (
        <p className={styles.refusal} role="alert">
          {refusal}
        </p>
      )}
      {pictureUrl !== null && (
        <div className={styles.attached}>
          <img className={styles.thumb} src={pictureUrl} alt={t('support.attachedPicture')} />
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t('support.removePicture')}
            onClick={() => {
              setPictureUrl(null);
            }}
          >
            <CloseOutline aria-hidden="true" />
          </button>
        </div>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.iconButton} aria-label={t('support.attachPicture')} disabled={upload.isPending} onClick={() => fileInput.current?.click()}>
          <PictureOutline aria-hidden="true" />
        </button>
        {upload.isPending && <span className={styles.note}>{t('common.loading')}</span>}
        <Button className={styles.send} type="submit" color="primary" shape="rounded" disabled={!canSend}>
          {t('support.send')}
        </Button>
      </div>
      <input
        ref={fileInput}
        className={styles.fileInput}
        type="file"
        tabIndex={-1}
        aria-hidden="true"
        accept={UPLOAD_MIME_TYPES.join(',')}
        data-testid="support-picture-input"
        onChange={(event) => {
          void upload.onFile(event);
        }}
      />
    </form>
  );
}
