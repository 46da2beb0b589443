import { API, CODE, ZGetLetterInfoRequest, ZGetLetterInfoResponse } from '@meridian/protocol';
import { AppError } from '../../http/app-error.js';
import { defineCall, requireSession } from '../../http/define-call.js';
import { findInboxLetter } from './member-letter-store.js';

/** One letter of the member's; another member's letter is answered as not found. */
export const getLetterInfoCall = defineCall({
  path: API.member.getLetterInfo,
  request: ZGetLetterInfoRequest,
  response: ZGetLetterInfoResponse,
  async handler(context) {
    const { memberId } = requireSession(context);
    const letter = await findInboxLetter(context.deps.db, memberId, context.input.id, context.language);
    if (!letter) throw new AppError(CODE.NOT_FOUND, 'error.letterNotFound');
    return letter;
  },
});
