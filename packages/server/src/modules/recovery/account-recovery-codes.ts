import { and, eq, sql } from 'drizzle-orm';
import { ACCOUNT_RECOVERY_CODE_COUNT } from '@meridian/protocol';
import type { DbOrTx } from '../../db/types.js';
import { memberSecurity } from '../../db/schema/index.js';
import { hashRecoveryCode, newRecoveryCodes } from '../../security/totp.js';

/**
 * Account recovery codes (issue 35): what resets a password when the member has no email or
 * phone, or has lost them. Only their hashes are kept; a new set replaces the old one.
 */

/** A new set for the member, replacing any before; the codes are shown once and never again. */
export async function giveAccountRecoveryCodes(db: DbOrTx, memberId: number): Promise<string[]> {
  const codes = newRecoveryCodes(ACCOUNT_RECOVERY_CODE_COUNT);
  const accountRecoveryHashes = codes.map(hashRecoveryCode);
  await db
    .insert(memberSecurity)
    .values({ memberId, accountRecoveryHashes })
    .onConflictDoUpdate({ target: memberSecurity.memberId, set: { accountRecoveryHashes, updatedAt: sql`now()` } });
  return codes;
}

/** How many unused codes the member has. */
export async function accountRecoveryCodesLeft(db: DbOrTx, memberId: number): Promise<number> {
  const [row] = await db.select({ hashes: memberSecurity.accountRecoveryHashes }).from(memberSecurity).where(eq(memberSecurity.memberId, memberId));
  return row?.hashes.length ?? 0;
}

/** Spends `code` if it is one of the member's: by a conditional update, so two requests with one code spend it once. */
export async function spendAccountRecoveryCode(db: DbOrTx, memberId: number, code: string): Promise<boolean> {
  const hash = hashRecoveryCode(code);
  const spent = await db
    .update(memberSecurity)
    .set({ accountRecoveryHashes: sql`${memberSecurity.accountRecoveryHashes} - ${hash}::text`, updatedAt: sql`now()` })
    .where(and(eq(memberSecurity.memberId, memberId), sql`${memberSecurity.accountRecoveryHashes} @> ${JSON.stringify([hash])}::jsonb`))
    .returning({ memberId: memberSecurity.memberId });
  return spent.length === 1;
}
