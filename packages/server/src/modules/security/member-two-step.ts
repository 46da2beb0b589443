import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { memberSecurity } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/types.js';
import { acceptedCode } from '../../security/totp.js';

/**
 * A member's 2-step verification as stored (member_security, one row made on first use), and the
 * spending of a code. Other modules use these to ask for a code; only this module changes the setting.
 */
export type MemberSecurityRow = typeof memberSecurity.$inferSelect;

export async function readMemberSecurity(db: DbOrTx, memberId: number): Promise<MemberSecurityRow | null> {
  const [row] = await db.select().from(memberSecurity).where(eq(memberSecurity.memberId, memberId)).limit(1);
  return row ?? null;
}

export function isTwoStepOn(row: MemberSecurityRow | null): row is MemberSecurityRow & { totpSecret: string } {
  return row !== null && row.totpSecret !== null;
}

/**
 * Whether `code` proves the member's 2-step at `nowMs`, spending it if so: the authenticator's step
 * is recorded only when later than the last one, a recovery code is removed only while still
 * there, each in one statement, so two requests racing with one code cannot both pass.
 */
export async function spendTwoStepCode(db: DbOrTx, security: MemberSecurityRow, code: string, nowMs: number): Promise<boolean> {
  const accepted = await acceptedCode(security, code, nowMs);
  if (accepted === null) return false;
  const { memberId } = security;
  const rows =
    accepted.kind === 'totp'
      ? await db
          .update(memberSecurity)
          .set({ totpLastStep: accepted.step, updatedAt: sql`now()` })
          .where(
            and(
              eq(memberSecurity.memberId, memberId),
              or(isNull(memberSecurity.totpLastStep), lt(memberSecurity.totpLastStep, accepted.step)),
            ),
          )
          .returning({ memberId: memberSecurity.memberId })
      : await db
          .update(memberSecurity)
          .set({ recoveryCodeHashes: sql`${memberSecurity.recoveryCodeHashes} - ${accepted.hash}::text`, updatedAt: sql`now()` })
          .where(and(eq(memberSecurity.memberId, memberId), sql`${memberSecurity.recoveryCodeHashes} @> ${JSON.stringify([accepted.hash])}::jsonb`))
          .returning({ memberId: memberSecurity.memberId });
  return rows.length > 0;
}
