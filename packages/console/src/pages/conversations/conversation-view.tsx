import { useCan, useCustomMutation } from '@refinedev/core';
import { Alert, Button, Card, Flex, Image, Input, Popconfirm, Space, Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageUpload } from '../../components/image-upload';
import { isAdminRefusal } from '../../api/admin-refusal';
import { RefusalAlert } from '../../components/refusal-alert';
import { ToneTag } from '../../components/tone-tag';
import { useAdminRead } from '../../lib/admin-calls';
import { formatTime } from '../../lib/format-time';
import { refusalDetail } from '../../lib/refusal-text';
import { useSupportPush, type ConversationItem, type SupportMessage } from '../../live/support-store';

/** `GET /admin/conversations/:id`: the latest 200 messages, oldest first. */
interface ConversationDetail {
  id: number;
  memberId: number;
  username: string;
  status: ConversationItem['status'];
  messages: SupportMessage[];
}

/** What support may write at once (packages/protocol SUPPORT_TEXT_MAX). */
export const SUPPORT_TEXT_MAX = 2000;

/** The messages read from the server and those heard or sent since, each once, in order. */
export function mergeMessages(read: readonly SupportMessage[], since: readonly SupportMessage[]): SupportMessage[] {
  const byId = new Map<number, SupportMessage>();
  for (const message of [...read, ...since]) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

function MessageBubble({ message, username }: { message: SupportMessage; username: string }) {
  const { t } = useTranslation();
  const fromSupport = message.from === 'support';
  return (
    <Flex vertical align={fromSupport ? 'flex-end' : 'flex-start'} gap={4} role="listitem">
      <div
        style={{
          maxWidth: '75%',
          padding: '8px 12px',
          borderRadius: 8,
          background: fromSupport ? '#e6f4ff' : '#f5f5f5',
          border: `1px solid ${fromSupport ? '#91caff' : '#d9d9d9'}`,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {message.text === '' ? null : <Typography.Text>{message.text}</Typography.Text>}
        {message.imageUrl === '' ? null : (
          <div style={{ marginTop: message.text === '' ? 0 : 8 }}>
            <Image src={message.imageUrl} alt={t('conversations.picture', { sender: fromSupport ? t('conversations.support') : username })} width={200} style={{ objectFit: 'contain', maxHeight: 240 }} />
          </div>
        )}
      </div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {fromSupport ? t('conversations.support') : username} · {formatTime(new Date(message.createdAt).toISOString())}
      </Typography.Text>
    </Flex>
  );
}

interface ConversationViewProps {
  id: number;
  /** After a reply or a close: the list and the badge are asked again. */
  onChanged: () => void;
}

/**
 * One conversation: its messages (the member's on the left, support's on the right, pictures with
 * a preview), a member's message heard live appended at once, the composer (text up to 2000
 * characters and/or a PNG or JPEG up to 2 MB as a data URL) and the close button.
 */
export function ConversationView({ id, onChanged }: ConversationViewProps) {
  const { t } = useTranslation();
  const { read, data } = useAdminRead<ConversationDetail>(`/admin/conversations/${id}`);
  const { mutate, mutation } = useCustomMutation<{ message?: SupportMessage }>();
  const mayReply = useCan({ resource: 'conversations', action: 'reply' }).data?.can ?? false;
  const mayClose = useCan({ resource: 'conversations', action: 'close' }).data?.can ?? false;
  const [since, setSince] = useState<SupportMessage[]>([]);
  const [text, setText] = useState('');
  const [image, setImage] = useState<string | undefined>(undefined);
  const [refusal, setRefusal] = useState<unknown>(null);
  const log = useRef<HTMLDivElement>(null);

  useSupportPush((push) => {
    if (push.conversationId === id) setSince((messages) => [...messages, push.message]);
  });

  const messages = mergeMessages(data?.messages ?? [], since);
  const lastId = messages.at(-1)?.id;
  useEffect(() => {
    const element = log.current;
    if (element !== null) element.scrollTop = element.scrollHeight;
  }, [lastId]);

  const afterChange = () => {
    void read.refetch();
    onChanged();
  };

  const refused = (error: unknown) => {
    setRefusal(error);
    // Closed meanwhile (409): the view shows it closed and drops the composer.
    if (isAdminRefusal(error) && error.statusCode === 409) afterChange();
  };

  const send = () => {
    setRefusal(null);
    mutate(
      { url: `/admin/conversations/${id}/messages`, method: 'post', values: { text: text.trim(), ...(image === undefined ? {} : { image }) }, successNotification: false, errorNotification: false },
      {
        onSuccess: (answer) => {
          const sent = answer.data.message;
          if (sent !== undefined) setSince((current) => [...current, sent]);
          setText('');
          setImage(undefined);
          afterChange();
        },
        onError: refused,
      },
    );
  };

  const close = () => {
    setRefusal(null);
    mutate(
      { url: `/admin/conversations/${id}/close`, method: 'post', values: {}, successNotification: false, errorNotification: false },
      { onSuccess: afterChange, onError: refused },
    );
  };

  if (read.isError) return <RefusalAlert error={read.error} onRetry={() => void read.refetch()} />;
  if (data === undefined) return <Spin />;
  const open = data.status === 'open';
  const empty = text.trim() === '' && image === undefined;

  return (
    <Card
      size="small"
      title={
        <Space>
          <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
            {t('conversations.with', { username: data.username, id: data.id })}
          </Typography.Title>
          <ToneTag tone={open ? 'info' : 'neutral'}>{t(`conversations.statuses.${data.status}`)}</ToneTag>
        </Space>
      }
      extra={
        open && mayClose ? (
          <Popconfirm title={t('conversations.closeConfirm')} okText={t('conversations.close')} cancelText={t('common.cancel')} onConfirm={close}>
            <Button danger loading={mutation.isPending}>
              {t('conversations.close')}
            </Button>
          </Popconfirm>
        ) : null
      }
    >
      <Flex vertical gap={16}>
        <div ref={log} role="log" aria-label={t('conversations.messages')} style={{ maxHeight: '55vh', minHeight: 200, overflowY: 'auto', paddingRight: 4 }}>
          <Flex vertical gap={12} role="list">
            {messages.map((message) => (
              <MessageBubble key={message.id} message={message} username={data.username} />
            ))}
          </Flex>
          {messages.length === 0 ? <Typography.Text type="secondary">{t('conversations.noMessages')}</Typography.Text> : null}
        </div>
        {refusal === null ? null : isAdminRefusal(refusal) && refusal.statusCode === 409 ? (
          <Alert type="error" showIcon role="alert" message={t('conversations.closedRefusal')} description={refusalDetail(refusal)} />
        ) : (
          <RefusalAlert error={refusal} />
        )}
        {open ? null : <Alert type="info" showIcon message={t('conversations.closedHint')} />}
        {open && mayReply ? (
          <Flex vertical gap={8}>
            <Input.TextArea
              aria-label={t('conversations.reply')}
              placeholder={t('conversations.replyPlaceholder')}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
              }}
              maxLength={SUPPORT_TEXT_MAX}
              showCount
              autoSize={{ minRows: 3, maxRows: 8 }}
            />
            <Flex justify="space-between" align="center" gap={16} wrap style={{ marginTop: 8 }}>
              <Space>
                <ImageUpload value={image} onChange={setImage} />
                {image === undefined ? null : (
                  <Button
                    onClick={() => {
                      setImage(undefined);
                    }}
                  >
                    {t('conversations.removePicture')}
                  </Button>
                )}
              </Space>
              <Button type="primary" onClick={send} disabled={empty} loading={mutation.isPending}>
                {t('conversations.send')}
              </Button>
            </Flex>
          </Flex>
        ) : null}
      </Flex>
    </Card>
  );
}
