import { API, ZGetConversationRequest, ZGetConversationResponse } from '@meridian/protocol';
import { defineCall, requireSession } from '../../http/define-call.js';
import { latestConversation, latestMessages } from './conversation-record.js';

/** The member's latest conversation with support, and whether a support operator is there now. */
export const getConversationCall = defineCall({
  path: API.support.getConversation,
  request: ZGetConversationRequest,
  response: ZGetConversationResponse,
  async handler(context) {
    const { deps } = context;
    const { memberId } = requireSession(context);
    const [conversation, supportOnline] = await Promise.all([latestConversation(deps.db, memberId), deps.operatorFeed.supportOnline()]);
    if (conversation === null) return { status: 'none' as const, messages: [], unread: 0, supportOnline };
    return {
      status: conversation.status === 'closed' ? ('closed' as const) : ('open' as const),
      messages: await latestMessages(deps.db, conversation.id),
      unread: conversation.memberUnread,
      supportOnline,
    };
  },
});
