import { API, ZGetConversationRequest, ZGetConversationResponse, isSupportAvailable, lastSupportAnswerAt } from '@meridian/protocol';
import { defineCall, requireSession } from '../../http/define-call.js';
import { latestConversation, latestMessages } from './conversation-store.js';

/**
 * The member's latest conversation with support, and whether support is there now: an agent has
 * the console open, the desk is within its published hours, or an agent has just answered. The
 * hours and the agent's presence come along, so the app can tell again as time passes.
 */
export const getConversationCall = defineCall({
  path: API.support.getConversation,
  request: ZGetConversationRequest,
  response: ZGetConversationResponse,
  async handler(context) {
    const { deps } = context;
    const { memberId } = requireSession(context);
    const [conversation, agentOnline, { schedule }] = await Promise.all([
      latestConversation(deps.db, memberId),
      deps.operatorFeed.supportOnline(),
      deps.settings.get('customerService'),
    ]);
    const messages = conversation === null ? [] : await latestMessages(deps.db, conversation.id);
    const supportOnline = isSupportAvailable({ agentOnline, schedule, lastAnswerAt: lastSupportAnswerAt(messages) }, deps.clock.now());
    const presence = { supportOnline, agentOnline, schedule };
    if (conversation === null) return { status: 'none' as const, messages, unread: 0, ...presence };
    return { status: conversation.status === 'closed' ? ('closed' as const) : ('open' as const), messages, unread: conversation.memberUnread, ...presence };
  },
});
