import { type TGetConversationResponse } from '@meridian/protocol';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../api/query-client';
import { SUPPORT_CONVERSATION_KEY } from '../api/keys';
import { receiveSupportMessage } from './conversation-cache';

const ANSWER = { id: 5, from: 'support' as const, text: 'Credited', imageUrl: '', createdAt: 1 };

describe('receiveSupportMessage', () => {
  it('adds support’s answer once and counts it unread for the badges', () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData<TGetConversationResponse>(SUPPORT_CONVERSATION_KEY, { status: 'closed', messages: [], unread: 0, supportOnline: true });

    receiveSupportMessage(queryClient, ANSWER);
    receiveSupportMessage(queryClient, ANSWER);

    expect(queryClient.getQueryData(SUPPORT_CONVERSATION_KEY)).toEqual({ status: 'open', messages: [ANSWER], unread: 1, supportOnline: true });
  });
});
