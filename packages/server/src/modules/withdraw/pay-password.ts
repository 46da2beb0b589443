import { CODE } from '@meridian/protocol';
import type { AppDeps } from '../../deps.js';
import type { MemberRow } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { FailureCounter } from '../../security/failure-throttle.js';
import { eq } from 'drizzle-orm';
import { members } from '../../db/schema/index.js';
import { verifyPayPassword } from '../../security/pay-passwords.js';

/** The same counter updatePayPasswordByOld uses: wrong guesses anywhere add up. */
function payPasswordCounter(deps: AppDeps, memberId: number): FailureCounter {
  return { rule: deps.config.limits.passwordFailuresPerMember, subject: `pay:${memberId}` };
}

function locked(retryAfterMs: number): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return new AppError(CODE.PAY_PASSWORD_LOCKED, 'error.payPasswordLocked', { minutes }, { retryAfterSeconds: Math.ceil(retryAfterMs / 1000) });
}

/**
 * Proves a money action with the member's pay password. None set: PAY_PASSWORD_NOT_SET (the app
 * offers to set one). After the rule's number of wrong guesses (5 in 15 minutes by default) every
 * attempt is refused with PAY_PASSWORD_LOCKED until the window ends, right password or not.
 */
export async function provePayPassword(deps: AppDeps, member: MemberRow, payPassword: string): Promise<void> {
  if (member.payPasswordHash === null) throw new AppError(CODE.PAY_PASSWORD_NOT_SET, 'error.payPasswordNotSet');
  const counter = payPasswordCounter(deps, member.id);
  const before = await deps.limiter.peek(counter.rule, counter.subject);
  if (before.exceeded) throw locked(before.retryAfterMs);
  const check = await verifyPayPassword(payPassword, member.payPasswordHash, deps.config.payPasswordKey);
  if (check.isRight) {
    if (before.count > 0) await deps.limiter.reset(counter.rule, counter.subject);
    if (check.rehashed !== null) await deps.db.update(members).set({ payPasswordHash: check.rehashed }).where(eq(members.id, member.id));
    return;
  }
  const after = await deps.limiter.consume(counter.rule, counter.subject);
  if (after.count >= counter.rule.limit) throw locked(after.retryAfterMs);
  throw new AppError(CODE.WRONG_PAY_PASSWORD, 'error.wrongPayPassword');
}
