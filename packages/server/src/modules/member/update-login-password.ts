import { eq, sql } from 'drizzle-orm';
import { API, ZOk, ZUpdateLoginPasswordRequest } from '@meridian/protocol';
import { members } from '../../db/schema/index.js';
import { defineCall, requireSession } from '../../http/define-call.js';
import { hashPassword } from '../../security/passwords.js';
import { revokeMemberSessions } from '../../security/sessions.js';
import { proveTwoStep } from '../security/prove-two-step.js';
import { holdWithdrawals } from '../security/member-protection.js';
import { sendSecurityAlert } from '../security/security-alerts.js';
import { loadMember } from './member-info.js';
import { proveLoginPassword } from './prove-secret.js';

/**
 * A new login password, proven by the current one; the member's other logins end and withdrawals
 * are held for 24 hours (someone who learned the old password and changed it cannot cash out at
 * once), and the member is told by letter and mail.
 */
export const updateLoginPasswordCall = defineCall({
  path: API.member.updateLoginPassword,
  request: ZUpdateLoginPasswordRequest,
  response: ZOk,
  async handler(context) {
    const { deps, input, ip, userAgent, language } = context;
    const { memberId, sessionId } = requireSession(context);
    const member = await loadMember(deps, memberId);
    await proveLoginPassword(deps, member, input.oldPassword);
    await proveTwoStep(deps, memberId, input.twoStepCode);
    const passwordHash = await hashPassword(input.password, deps.config.passwordCost, 'trusted');
    await deps.db.update(members).set({ passwordHash, updatedAt: sql`now()` }).where(eq(members.id, memberId));
    deps.live.kickSessions(await revokeMemberSessions(deps.db, memberId, { exceptSessionId: sessionId, caches: deps.caches }), 'password_changed');
    await holdWithdrawals(deps.db, memberId, deps.clock.now());
    await sendSecurityAlert(deps, member, 'passwordChanged', { ip, userAgent, language });
    return { ok: true as const };
  },
});
