import { sql } from 'drizzle-orm';
import { API, CODE, ZBeginTwoStepRequest, ZBeginTwoStepResponse } from '@meridian/protocol';
import { memberSecurity } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { defineCall, requireSession } from '../../http/define-call.js';
import { newTotpSecret, totpEnrolment } from '../../security/totp.js';
import { loadMember } from '../member/member-info.js';
import { isTwoStepOn, readMemberSecurity } from './member-two-step.js';

/**
 * A new authenticator secret for the caller, kept as pending: 2-step is not on until
 * confirmTwoStep proves the app holds it. Beginning again replaces the pending secret.
 */
export const beginTwoStepCall = defineCall({
  path: API.security.beginTwoStep,
  request: ZBeginTwoStepRequest,
  response: ZBeginTwoStepResponse,
  async handler(context) {
    const { deps } = context;
    const { memberId } = requireSession(context);
    if (isTwoStepOn(await readMemberSecurity(deps.db, memberId))) throw new AppError(CODE.TWO_STEP_STATE, 'error.twoStepAlreadyOn');
    const member = await loadMember(deps, memberId);
    const secret = newTotpSecret();
    await deps.db
      .insert(memberSecurity)
      .values({ memberId, pendingTotpSecret: secret })
      .onConflictDoUpdate({ target: memberSecurity.memberId, set: { pendingTotpSecret: secret, updatedAt: sql`now()` } });
    return totpEnrolment(secret, member.username);
  },
});
