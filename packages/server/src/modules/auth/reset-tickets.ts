import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/types.js';
import { verificationCodes } from '../../db/schema/index.js';
import { hashToken, newToken } from '../../security/tokens.js';

/** The third step of a password reset must follow the second within this time. */
export const RESET_TICKET_TTL_SECONDS = 10 * 60;
const PURPOSE = 'reset_ticket';
export const memberTarget = (memberId: number) => `member:${memberId}`;

/** A one-time ticket proving that the code of step 2 was right; kept hashed like every secret. */
export async function issueResetTicket(db: DbOrTx, memberId: number): Promise<{ resetTicket: string; expiresInSeconds: number }> {
  const resetTicket = newToken();
  await db.insert(verificationCodes).values({
    purpose: PURPOSE,
    target: memberTarget(memberId),
    codeHash: hashToken(resetTicket),
    expiresAt: new Date(Date.now() + RESET_TICKET_TTL_SECONDS * 1000),
  });
  return { resetTicket, expiresInSeconds: RESET_TICKET_TTL_SECONDS };
}

/** Spends a ticket; the member it was issued for, or null when it is unknown, used or expired. */
export async function redeemResetTicket(db: DbOrTx, resetTicket: string): Promise<number | null> {
  const [row] = await db
    .update(verificationCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(verificationCodes.purpose, PURPOSE),
        eq(verificationCodes.codeHash, hashToken(resetTicket)),
        isNull(verificationCodes.usedAt),
        gt(verificationCodes.expiresAt, new Date()),
      ),
    )
    .returning({ target: verificationCodes.target });
  const id = row ? Number(row.target.slice('member:'.length)) : NaN;
  return Number.isInteger(id) ? id : null;
}
