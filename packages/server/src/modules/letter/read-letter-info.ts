import { API, CODE, ZReadLetterInfoRequest, ZReadLetterInfoResponse } from '@meridian/protocol';
import { AppError } from '../../http/app-error.js';
import { defineCall, requireSession } from '../../http/define-call.js';
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
    if (!letter.isRead) await markRead(deps.db, memberId, letter.id, new Date(deps.clock.now()));
    return { ok: true as const, unreadCount: await countUnread(deps.db, memberId) };
  },
});
