import { eq, sql } from 'drizzle-orm';
import { memberSecurity } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/types.js';

const HOUR_MS = 60 * 60 * 1000;

/** How long withdrawals are held after the login password changes (issue 19's rule). */
export const WITHDRAW_HOLD_HOURS = 24;

/** The part of member_security this module owns: the whitelist (and its destinations' times), the hold and the anti-phishing code. */
export interface MemberProtection {
  antiPhishingCode: string | null;
  withdrawWhitelist: boolean;
  withdrawWhitelistEndsAt: Date | null;
  withdrawHoldUntil: Date | null;
  usdtAddressSetAt: Date | null;
}

const NONE: MemberProtection = { antiPhishingCode: null, withdrawWhitelist: false, withdrawWhitelistEndsAt: null, withdrawHoldUntil: null, usdtAddressSetAt: null };

/** The member's protection; a member who never used the security centre has no row, which means none. */
export async function readMemberProtection(db: DbOrTx, memberId: number): Promise<MemberProtection> {
  const [row] = await db
    .select({
      antiPhishingCode: memberSecurity.antiPhishingCode,
      withdrawWhitelist: memberSecurity.withdrawWhitelist,
      withdrawWhitelistEndsAt: memberSecurity.withdrawWhitelistEndsAt,
      withdrawHoldUntil: memberSecurity.withdrawHoldUntil,
      usdtAddressSetAt: memberSecurity.usdtAddressSetAt,
    })
    .from(memberSecurity)
    .where(eq(memberSecurity.memberId, memberId));
  return row ?? NONE;
}

/** Changes some of the member's protection, making the row on first use. */
export async function updateMemberProtection(db: DbOrTx, memberId: number, changes: Partial<MemberProtection>): Promise<void> {
  await db
    .insert(memberSecurity)
    .values({ memberId, ...changes })
    .onConflictDoUpdate({ target: memberSecurity.memberId, set: { ...changes, updatedAt: sql`now()` } });
}

/** The whitelist stays on until a requested "off" is due. */
export function isWhitelistOn(protection: MemberProtection, now: number): boolean {
  const endsAt = protection.withdrawWhitelistEndsAt;
  return protection.withdrawWhitelist && (endsAt === null || endsAt.getTime() > now);
}

/** Until when withdrawals are held, or null when they are not (a past hold is no hold). */
export function withdrawHeldUntil(protection: MemberProtection, now: number): number | null {
  const until = protection.withdrawHoldUntil?.getTime() ?? null;
  return until !== null && until > now ? until : null;
}

/**
 * Holds withdrawals for WITHDRAW_HOLD_HOURS from `now`; a longer hold already set is kept, so a
 * second change never shortens the first one's wait.
 */
export async function holdWithdrawals(db: DbOrTx, memberId: number, now: number): Promise<Date> {
  const current = await readMemberProtection(db, memberId);
  const proposed = now + WITHDRAW_HOLD_HOURS * HOUR_MS;
  const until = new Date(Math.max(proposed, current.withdrawHoldUntil?.getTime() ?? 0));
  await updateMemberProtection(db, memberId, { withdrawHoldUntil: until });
  return until;
}

export const hoursToMs = (hours: number): number => hours * HOUR_MS;
