import type { TGetConversationResponse, TSupportMessage } from '@meridian/protocol';
import type { QueryClient } from '@tanstack/react-query';
import { SUPPORT_CONVERSATION_KEY } from '../api/keys';

/** The conversation with one more message at its end; a message it already holds (same id) is not added twice. */
export function withMessage(conversation: TGetConversationResponse, message: TSupportMessage): TGetConversationResponse {
  if (conversation.messages.some((known) => known.id === message.id)) return conversation;
  return { ...conversation, messages: [...conversation.messages, message] };
}

/**
 * sys_push_support_message: support's answer joins the conversation and counts as unread until the
 * member reads it. Without a conversation in memory the next look asks the server.
 */
export function receiveSupportMessage(queryClient: QueryClient, message: TSupportMessage): void {
  const known = queryClient.getQueryData<TGetConversationResponse>(SUPPORT_CONVERSATION_KEY);
  if (known === undefined) {
    void queryClient.invalidateQueries({ queryKey: SUPPORT_CONVERSATION_KEY });
    return;
  }
  const updated = withMessage(known, message);
  if (updated !== known) queryClient.setQueryData(SUPPORT_CONVERSATION_KEY, { ...updated, status: 'open', unread: known.unread + (message.from === 'support' ? 1 : 0) });
}
