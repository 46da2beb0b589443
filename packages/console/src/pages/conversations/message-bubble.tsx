import { Flex, Image, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../lib/format-time';
import type { SupportMessage } from '../../live/support-store';

/** One message: the member's on the left, support's on the right, a picture with a preview. */
export function MessageBubble({ message, username }: { message: SupportMessage; username: string }) {
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
