import { useCan } from '@refinedev/core';
import { Alert, Card, Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { RefusalAlert } from '../../components/refusal-alert';
import { CloseConversationButton, ConversationTitle } from './conversation-header';
import { ConversationRefusal } from './conversation-refusal';
import { MessageLog } from './message-log';
import { ReplyComposer } from './reply-composer';
import { useConversationActions } from './use-conversation-actions';
import { useConversationMessages } from './use-conversation-messages';

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
  const { read, data, messages, addMessage } = useConversationMessages(id);
  const mayReply = useCan({ resource: 'conversations', action: 'reply' }).data?.can ?? false;
  const mayClose = useCan({ resource: 'conversations', action: 'close' }).data?.can ?? false;
  const afterChange = () => {
    void read.refetch();
    onChanged();
  };
  const { reply, close, refusal, isPending } = useConversationActions(id, { onSent: addMessage, afterChange });

  if (read.isError) return <RefusalAlert error={read.error} onRetry={() => void read.refetch()} />;
  if (data === undefined) return <Spin />;
  const open = data.status === 'open';

  return (
    <Card size="small" title={<ConversationTitle conversation={data} />} extra={open && mayClose ? <CloseConversationButton isPending={isPending} onClose={close} /> : null}>
      <Flex vertical gap={16}>
        <MessageLog messages={messages} username={data.username} />
        <ConversationRefusal refusal={refusal} />
        {open ? null : <Alert type="info" showIcon message={t('conversations.closedHint')} />}
        {open && mayReply ? <ReplyComposer isPending={isPending} onSend={reply} /> : null}
      </Flex>
    </Card>
  );
}
