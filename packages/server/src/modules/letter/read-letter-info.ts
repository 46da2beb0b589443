import { API, CODE, ZReadLetterInfoRequest, ZReadLetterInfoResponse } from '@meridian/protocol';
import { AppError } from '../../http/app-error.js';
import { defineCall, requireSession } from '../../http/define-call.js';
import { markLetterNotificationRead } from '../notification/notification-store.js';
import { countUnread, findInboxLetter, markRead } from './member-letter-store.js';

/** Marks one of the member's letters read and answers the new unread count for the badge. */
export const readLetterInfoCall = defineCall({
  path: API.member.readLetterInfo,
  request: ZReadLetterInfoRequest,
  response: ZReadLetterInfoResponse,
  async handler(context) {
    const { deps, input, language } = context;
    const { memberId } = requireSession(context);
    const letter = await findInboxLetter(deps.db, memberId, input.id, language);
    if (!letter) throw new AppError(CODE.NOT_FOUND, 'error.letterNotFound');
    const at = new Date(deps.clock.now());
    if (!letter.isRead) await markRead(deps.db, memberId, letter.id, at);
    // Also when the letter was read before: its notification may have been written after (a letter to everyone).
    await markLetterNotificationRead(deps.db, memberId, letter.id, at);
    return { ok: true as const, unreadCount: await countUnread(deps.db, memberId) };
  },
});
