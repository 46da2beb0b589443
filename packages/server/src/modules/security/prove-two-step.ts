import { CODE } from '@meridian/protocol';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../http/app-error.js';
import { clearFailures, guardAttempt, recordFailure, type FailureCounter } from '../../security/failure-throttle.js';
import { isTwoStepOn, readMemberSecurity, spendTwoStepCode, type MemberSecurityRow } from './member-two-step.js';

/** Wrong 2-step codes of one member in the app (sign-in counts on its own counters, as a wrong password does). */
export function twoStepCounter(deps: AppDeps, memberId: number): FailureCounter {
  return { rule: deps.config.limits.passwordFailuresPerMember, subject: `2step:${memberId}` };
}

/**
 * Spends `code` against the member's 2-step, counting a wrong one on `counters`: refused with
 * ACCOUNT_LOCKED once they are full, TWO_STEP_CODE_WRONG for a wrong, used or spent code.
 */
export async function spendCountedCode(deps: AppDeps, security: MemberSecurityRow, code: string, counters: readonly FailureCounter[]): Promise<void> {
  await guardAttempt(deps.limiter, counters);
  if (!(await spendTwoStepCode(deps.db, security, code, deps.clock.now()))) {
    await recordFailure(deps.limiter, counters);
    throw new AppError(CODE.TWO_STEP_CODE_WRONG, 'error.twoStepCodeWrong', {}, { fields: ['twoStepCode'] });
  }
}

/**
 * The second step of a sensitive call (a withdrawal, a password change, a new payout destination):
 * nothing while the member has 2-step off; otherwise `twoStepCode` must be a current code or a
 * recovery code (TWO_STEP_CODE_REQUIRED when missing, so the app shows the field).
 */
export async function proveTwoStep(deps: AppDeps, memberId: number, twoStepCode: string | undefined): Promise<void> {
  const security = await readMemberSecurity(deps.db, memberId);
  if (!isTwoStepOn(security)) return;
  if (twoStepCode === undefined || twoStepCode === '') {
    throw new AppError(CODE.TWO_STEP_CODE_REQUIRED, 'error.twoStepCodeRequired', {}, { fields: ['twoStepCode'] });
  }
  const counter = twoStepCounter(deps, memberId);
  await spendCountedCode(deps, security, twoStepCode, [counter]);
  await clearFailures(deps.limiter, [counter]);
}
