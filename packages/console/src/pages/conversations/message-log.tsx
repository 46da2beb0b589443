import { Flex, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupportMessage } from '../../live/support-store';
import { MessageBubble } from './message-bubble';

/** The conversation's messages, scrolled to the latest whenever one is added. */
export function MessageLog({ messages, username }: { messages: readonly SupportMessage[]; username: string }) {
  const { t } = useTranslation();
  const log = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?.id;
  useEffect(() => {
    const element = log.current;
    if (element !== null) element.scrollTop = element.scrollHeight;
  }, [lastId]);

  return (
    <div ref={log} role="log" aria-label={t('conversations.messages')} style={{ maxHeight: '55vh', minHeight: 200, overflowY: 'auto', paddingRight: 4 }}>
      <Flex vertical gap={12} role="list">
        {messages.map((message) => (
          <MessageBubble key={message.id} message={message} username={username} />
        ))}
      </Flex>
      {messages.length === 0 ? <Typography.Text type="secondary">{t('conversations.noMessages')}</Typography.Text> : null}
    </div>
  );
}
