import { CONVERSATION_STATUSES, type AdminOutput } from '@meridian/protocol';
import { Button, Popconfirm, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ToneTag } from '../../components/tone-tag';
import { isOneOf } from '../../lib/one-of';

/** Whom the conversation is with, and whether it is open. */
export function ConversationTitle({ conversation }: { conversation: Pick<AdminOutput<'conversation'>, 'id' | 'username' | 'status'> }) {
  const { t } = useTranslation();
  const { id, username, status } = conversation;
  return (
    <Space>
      <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
        {t('conversations.with', { username, id })}
      </Typography.Title>
      <ToneTag tone={status === 'open' ? 'info' : 'neutral'}>{isOneOf(CONVERSATION_STATUSES, status) ? t(`conversations.statuses.${status}`) : status}</ToneTag>
    </Space>
  );
}

/** Closes the conversation, asked first. */
export function CloseConversationButton({ isPending, onClose }: { isPending: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Popconfirm title={t('conversations.closeConfirm')} okText={t('conversations.close')} cancelText={t('common.cancel')} onConfirm={onClose}>
      <Button danger loading={isPending}>
        {t('conversations.close')}
      </Button>
    </Popconfirm>
  );
}
