import { eq } from 'drizzle-orm';
import { API, ZReadMessagesRequest, ZReadMessagesResponse } from '@meridian/protocol';
import { supportConversations } from '../../db/schema/index.js';
import { defineCall, requireSession } from '../../http/define-call.js';

/** The member has the conversation open: support's messages are read. */
export const readMessagesCall = defineCall({
  path: API.support.readMessages,
  request: ZReadMessagesRequest,
  response: ZReadMessagesResponse,
  async handler(context) {
    const { deps } = context;
    const { memberId } = requireSession(context);
    await deps.db.update(supportConversations).set({ memberUnread: 0 }).where(eq(supportConversations.memberId, memberId));
    return { unread: 0 as const };
  },
});
