import { API, ZReadMessagesResponse, type TGetConversationResponse } from '@meridian/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { SUPPORT_CONVERSATION_KEY } from './keys';

export function readMessages() {
  return request(API.support.readMessages, {}, ZReadMessagesResponse, { loading: false, quiet: true });
}

/** The member has seen support's messages: the badges lose their count without a reload. */
export function useReadMessages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(readMessages()),
    onSuccess: () => {
      queryClient.setQueryData<TGetConversationResponse>(SUPPORT_CONVERSATION_KEY, (data) => (data === undefined ? undefined : { ...data, unread: 0 }));
    },
  });
}
