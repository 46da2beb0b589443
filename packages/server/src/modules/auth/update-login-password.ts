import { eq, sql } from 'drizzle-orm';
import { API, CODE, ZOk, ZResetLoginPasswordRequest } from '@meridian/protocol';
import { members } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { defineCall } from '../../http/define-call.js';
import { clearFailures } from '../../security/failure-throttle.js';
import { hashPassword } from '../../security/passwords.js';
import { revokeMemberSessions } from '../../security/sessions.js';
import { findMemberById } from '../member/member-store.js';
import { holdWithdrawals } from '../security/member-protection.js';
import { sendSecurityAlert } from '../security/security-alerts.js';
import { accountFailureCounter, accountIpFailureCounter } from './login-failures.js';
import { redeemResetTicket } from './reset-tickets.js';

/**
 * Password reset, step 3: the new password. Every session of the member ends, the login lock is
 * lifted, and as with any change of the login password withdrawals are held for 24 hours and the
 * member is told.
 */
export const resetLoginPasswordCall = defineCall({
  path: API.login.updateLoginPassword,
  request: ZResetLoginPasswordRequest,
  response: ZOk,
  async handler({ deps, input, ip, userAgent, language }) {
    const memberId = await redeemResetTicket(deps.db, input.resetTicket);
    const member = memberId === null ? null : await findMemberById(deps.db, memberId);
    if (!member) throw new AppError(CODE.CODE_INVALID, 'error.resetTicketInvalid', {}, { fields: ['resetTicket'] });
    const passwordHash = await hashPassword(input.password, deps.config.passwordCost);
    await deps.db.update(members).set({ passwordHash, updatedAt: sql`now()` }).where(eq(members.id, member.id));
    const ended = await revokeMemberSessions(deps.db, member.id, { caches: deps.caches });
    deps.live.kickSessions(ended, 'password_reset');
    await holdWithdrawals(deps.db, member.id, deps.clock.now());
    await sendSecurityAlert(deps, member, 'passwordChanged', { ip, userAgent, language });
    // The account's lock goes, and the lock of the address the member proved themselves from.
    const { limits } = deps.config;
    await clearFailures(deps.limiter, [accountFailureCounter(limits, member.username), accountIpFailureCounter(limits, member.username, ip)]);
    return { ok: true as const };
  },
});
