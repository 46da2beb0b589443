import { useState } from 'react';
import { readCall } from '../../api/admin-call';
import { useAdminRead } from '../../lib/admin-calls';
import { useSupportPush, type SupportMessage } from '../../live/support-store';
import { mergeMessages } from './merge-messages';

/**
 * One conversation as read, with the messages heard live or sent since appended at once (not
 * read again): `addMessage` takes one just sent.
 */
export function useConversationMessages(id: number) {
  const { read, data } = useAdminRead(readCall('conversation', { id }));
  const [since, setSince] = useState<SupportMessage[]>([]);
  const addMessage = (message: SupportMessage) => {
    setSince((messages) => [...messages, message]);
  };

  useSupportPush((push) => {
    if (push.conversationId === id) addMessage(push.message);
  });

  return { read, data, messages: mergeMessages(data?.messages ?? [], since), addMessage };
}
