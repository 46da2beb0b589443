import { eq, sql } from 'drizzle-orm';
import { API, CODE, ZOk, ZUpdateLoginPasswordRequest, ZUpdatePayPasswordByOldRequest } from '@meridian/protocol';
import type { AppDeps } from '../../deps.js';
import { members } from '../../db/schema/index.js';
import { AppError, invalidField } from '../../http/app-error.js';
import { defineCall, requireSession } from '../../http/define-call.js';
import type { MessageKey } from '../../i18n/translate.js';
import { clearFailures, guardAttempt, recordFailure, type FailureCounter } from '../../security/failure-throttle.js';
import { hashPassword, verifyPassword } from '../../security/passwords.js';
import { hashPayPassword, verifyPayPassword } from '../../security/pay-passwords.js';
import { revokeMemberSessions } from '../../security/sessions.js';
import { proveTwoStep } from '../security/prove-two-step.js';
import { loadMember } from './member-info.js';

/**
 * Checks a secret the member typed (login or pay password) against its hash, counting wrong
 * guesses: after a few the member waits, as with logins.
 */
async function proveSecret(
  deps: AppDeps,
  counter: FailureCounter,
  isRight: () => Promise<boolean>,
  wrong: { code: typeof CODE.WRONG_PASSWORD | typeof CODE.WRONG_PAY_PASSWORD; key: MessageKey },
): Promise<void> {
  await guardAttempt(deps.limiter, [counter]);
  if (!(await isRight())) {
    await recordFailure(deps.limiter, [counter]);
    throw new AppError(wrong.code, wrong.key);
  }
  await clearFailures(deps.limiter, [counter]);
}

const WRONG_PASSWORD = { code: CODE.WRONG_PASSWORD, key: 'error.wrongPassword' } as const;
const WRONG_PAY_PASSWORD = { code: CODE.WRONG_PAY_PASSWORD, key: 'error.wrongPayPassword' } as const;

/** A new login password, proven by the current one; the member's other logins end. */
export const updateLoginPasswordCall = defineCall({
  path: API.member.updateLoginPassword,
  request: ZUpdateLoginPasswordRequest,
  response: ZOk,
  async handler(context) {
    const { deps, input } = context;
    const { memberId, sessionId } = requireSession(context);
    const member = await loadMember(deps, memberId);
    const counter = { rule: deps.config.limits.passwordFailuresPerMember, subject: `login:${memberId}` };
    await proveSecret(deps, counter, () => verifyPassword(input.oldPassword, member.passwordHash), WRONG_PASSWORD);
    await proveTwoStep(deps, memberId, input.twoStepCode);
    const passwordHash = await hashPassword(input.password, deps.config.passwordCost);
    await deps.db.update(members).set({ passwordHash, updatedAt: sql`now()` }).where(eq(members.id, memberId));
    deps.live.kickSessions(await revokeMemberSessions(deps.db, memberId, { exceptSessionId: sessionId, caches: deps.caches }), 'password_changed');
    return { ok: true as const };
  },
});

/**
 * Sets the pay password the first time (proven by the login password) or changes it (proven by
 * the current pay password).
 */
export const updatePayPasswordByOldCall = defineCall({
  path: API.member.updatePayPasswordByOld,
  request: ZUpdatePayPasswordByOldRequest,
  response: ZOk,
  async handler(context) {
    const { deps, input } = context;
    const { memberId } = requireSession(context);
    const member = await loadMember(deps, memberId);
    const counter = { rule: deps.config.limits.passwordFailuresPerMember, subject: `pay:${memberId}` };
    if (member.payPasswordHash === null) {
      if (!input.loginPassword) throw invalidField('loginPassword', 'rule.loginPasswordRequired');
      const { loginPassword } = input;
      await proveSecret(deps, counter, () => verifyPassword(loginPassword, member.passwordHash), WRONG_PASSWORD);
    } else {
      if (!input.oldPayPassword) throw invalidField('oldPayPassword', 'rule.oldPayPasswordRequired');
      const { oldPayPassword } = input;
      const stored = member.payPasswordHash;
      const isRight = async () => (await verifyPayPassword(oldPayPassword, stored, deps.config.payPasswordKey)).isRight;
      await proveSecret(deps, counter, isRight, WRONG_PAY_PASSWORD);
    }
    await proveTwoStep(deps, memberId, input.twoStepCode);
    const payPasswordHash = hashPayPassword(input.payPassword, deps.config.payPasswordKey);
    await deps.db.update(members).set({ payPasswordHash, updatedAt: sql`now()` }).where(eq(members.id, memberId));
    return { ok: true as const };
  },
});
