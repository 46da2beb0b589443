import { and, count, eq, gte, ne } from 'drizzle-orm';
import { timeZoneToMinutes } from '@meridian/protocol';
import { withdrawals } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/types.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When the member's today began: midnight in their own time zone (UTC when it is unreadable). */
export function startOfMemberDay(timeZone: string, now: Date = new Date()): Date {
  const offsetMs = (timeZoneToMinutes(timeZone) ?? 0) * 60_000;
  const localMs = now.getTime() + offsetMs;
  return new Date(localMs - (((localMs % DAY_MS) + DAY_MS) % DAY_MS) - offsetMs);
}

/**
 * Withdrawals the member asked for since their midnight: the count the daily limit and the free
 * count look at. A rejected one gave the money back, so it does not use up the day.
 */
export async function withdrawalsToday(db: DbOrTx, memberId: number, timeZone: string, now: Date = new Date()): Promise<number> {
  const [row] = await db
    .select({ used: count() })
    .from(withdrawals)
    .where(and(eq(withdrawals.memberId, memberId), gte(withdrawals.createdAt, startOfMemberDay(timeZone, now)), ne(withdrawals.status, 'rejected')));
  return row?.used ?? 0;
}
