import { API, ZGetConversationResponse } from '@meridian/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { useSession } from '../../../lib/session-store';
import { SUPPORT_CONVERSATION_KEY } from './keys';

export function getConversation() {
  return request(API.support.getConversation, {}, ZGetConversationResponse, { loading: false, quiet: true });
}

/** The member's conversation with support: its latest messages, oldest first. */
export const conversationQuery = queryOptions({
  queryKey: SUPPORT_CONVERSATION_KEY,
  queryFn: async () => unwrap(getConversation()),
  // Support may have answered while the member was elsewhere: opening the page shows it at once.
  staleTime: 0,
});

export function useConversation() {
  const loggedIn = useSession((state) => state.token !== null);
  return useQuery({ ...conversationQuery, enabled: loggedIn });
}

/** How many of support's messages the member has not read; 0 for a visitor (no badge, no call). */
export function useSupportUnread(): number {
  const loggedIn = useSession((state) => state.token !== null);
  const query = useQuery({ ...conversationQuery, enabled: loggedIn, select: (data) => data.unread });
  return loggedIn ? (query.data ?? 0) : 0;
}
