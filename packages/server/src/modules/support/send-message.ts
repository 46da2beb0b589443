import { API, ZSendMessageRequest, ZSendMessageResponse } from '@meridian/protocol';
import { defineCall, requireSession } from '../../http/define-call.js';
import { ownUploadId } from '../common/own-upload.js';
import { loadMember } from '../member/member-info.js';
import { addMessage, openConversationFor } from './conversation-store.js';

/**
 * The member writes to support: text and/or one of their own uploaded pictures. Their open
 * conversation takes it (a new one when the last was closed), and open consoles of support hear it.
 * A member sends at most 10 a minute (limits.ts): a person typing never notices, a script is refused.
 */
export const sendMessageCall = defineCall({
  path: API.support.sendMessage,
  request: ZSendMessageRequest,
  response: ZSendMessageResponse,
  async handler(context) {
    const { deps, input } = context;
    const { memberId } = requireSession(context);
    await deps.limiter.enforce(deps.config.limits.supportMessagesPerMember, String(memberId));
    const imageUrl = input.imageUrl ?? '';
    if (imageUrl !== '') await ownUploadId(deps.db, memberId, imageUrl, 'imageUrl', 'rule.supportImage');
    const { message, conversationId } = await deps.db.transaction(async (tx) => {
      const conversation = await openConversationFor(tx, memberId);
      return { message: await addMessage(tx, conversation, { sender: 'member', operatorId: null, text: input.text, imageUrl }), conversationId: conversation.id };
    });
    deps.operatorFeed.supportMessage({ conversationId, username: (await loadMember(deps, memberId)).username, message });
    return message;
  },
});
