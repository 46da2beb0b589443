import { API, ZSendMessageResponse, type TGetConversationResponse, type TSendMessageRequest } from '@meridian/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { withMessage } from '../lib/conversation-cache';
import { SUPPORT_CONVERSATION_KEY } from './keys';

/** Quiet: a refusal shows under the composer, where the member's text waits to be sent again. */
export function sendMessage(message: TSendMessageRequest) {
  return request(API.support.sendMessage, message, ZSendMessageResponse, { loading: false, quiet: true });
}

/** Sends a message; the server's copy joins the conversation (which is open again if it was closed). */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: TSendMessageRequest) => unwrap(sendMessage(message)),
    onSuccess: (sent) => {
      queryClient.setQueryData<TGetConversationResponse>(SUPPORT_CONVERSATION_KEY, (data) => (data === undefined ? undefined : { ...withMessage(data, sent), status: 'open' as const }));
    },
  });
}
