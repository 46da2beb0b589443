import { API, CODE, ZCheckMobileCaptchaRequest, ZCheckMobileCaptchaResponse } from '@meridian/protocol';
import { AppError } from '../../http/app-error.js';
import { defineCall } from '../../http/define-call.js';
import { findMemberByUsername } from '../member/member-store.js';
import { issueResetTicket, memberTarget } from './reset-tickets.js';
import { consumeCode } from './verification-codes.js';

/** Password reset, step 2: the code is checked and exchanged for a one-time reset ticket. */
export const checkMobileCaptchaCall = defineCall({
  path: API.login.checkMobileCaptcha,
  request: ZCheckMobileCaptchaRequest,
  response: ZCheckMobileCaptchaResponse,
  async handler({ deps, input, device }) {
    const member = await findMemberByUsername(deps.db, input.username);
    if (!member) throw new AppError(CODE.CODE_INVALID, 'error.codeInvalid');
    // Only the code sent to this browser: a stranger's guesses from elsewhere cannot spend it.
    await consumeCode(deps, { purpose: 'reset_password', target: memberTarget(member.id), code: input.code, device });
    return issueResetTicket(deps.db, member.id);
  },
});
