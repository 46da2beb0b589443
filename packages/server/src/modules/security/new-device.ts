import { and, eq, gte } from 'drizzle-orm';
import { signIns } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/types.js';
import { deviceFamily } from '../../security/user-agent.js';
import { SIGN_IN_HISTORY_DAYS } from '../auth/sign-in-history.js';

/** Enough of one address's sign-ins to find the device among them; more would only repeat it. */
const LOOK_BACK_ROWS = 200;

/**
 * Whether a successful sign-in comes from a new device, for the alert. New means: no successful
 * sign-in of the last 90 days (all the history keeps) came from this address with this browser
 * and system (versions ignored, so an update is not new). Both must match: a known phone on a new
 * network, or a new browser on the home network, is worth a word. The member's very first
 * sign-in is not new: there is nothing to compare it with, and they have just registered.
 */
export async function isNewDevice(db: DbOrTx, memberId: number, attempt: { ip: string; userAgent: string }, now: number): Promise<boolean> {
  const since = new Date(now - SIGN_IN_HISTORY_DAYS * 24 * 60 * 60 * 1000);
  const successes = and(eq(signIns.memberId, memberId), eq(signIns.outcome, 'ok'), gte(signIns.at, since));
  const [any] = await db.select({ id: signIns.id }).from(signIns).where(successes).limit(1);
  if (!any) return false;
  const fromHere = await db
    .select({ userAgent: signIns.userAgent })
    .from(signIns)
    .where(and(successes, eq(signIns.ip, attempt.ip)))
    .limit(LOOK_BACK_ROWS);
  const family = deviceFamily(attempt.userAgent.slice(0, 300));
  return !fromHere.some((row) => deviceFamily(row.userAgent) === family);
}
