import { eq, sql } from 'drizzle-orm';
import { TWO_STEP_OFF_WITHDRAW_HOLD_MS } from '@meridian/protocol';
import { memberSecurity } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/types.js';
import type { MemberSecurityRow } from './member-two-step.js';
import { sendTwoStepLetter } from './two-step-letter.js';

/**
 * Clears a member's authenticator and recovery codes, whoever asked (the member with a code, or
 * support resetting it). Whoever did it may not be the member, so withdrawals wait 24 hours (a
 * hold already longer stays) and a letter says so. The caller ends the sessions it must.
 * Answers when the hold ends.
 */
export async function turnTwoStepOff(db: DbOrTx, security: MemberSecurityRow, nowMs: number): Promise<number> {
  const holdUntil = Math.max(nowMs + TWO_STEP_OFF_WITHDRAW_HOLD_MS, security.withdrawHoldUntil?.getTime() ?? 0);
  await db
    .update(memberSecurity)
    .set({
      totpSecret: null,
      pendingTotpSecret: null,
      totpLastStep: null,
      recoveryCodeHashes: [],
      totpEnabledAt: null,
      withdrawHoldUntil: new Date(holdUntil),
      updatedAt: sql`now()`,
    })
    .where(eq(memberSecurity.memberId, security.memberId));
  await sendTwoStepLetter(db, security.memberId, 'off');
  return holdUntil;
}
