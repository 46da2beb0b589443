import { and, asc, desc, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import { priceAlerts, type PriceAlertRow } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/types.js';

/** The member's alerts a member sees: active first, then fired, newest first within each. */
export function memberAlerts(db: DbOrTx, memberId: number): Promise<PriceAlertRow[]> {
  return db
    .select()
    .from(priceAlerts)
    .where(and(eq(priceAlerts.memberId, memberId), ne(priceAlerts.status, 'cancelled')))
    .orderBy(asc(priceAlerts.status), desc(priceAlerts.id));
}

/** Cancels one of the member's alerts; false when there is none by that id (another member's, or gone already). */
export async function cancelAlert(db: DbOrTx, memberId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(priceAlerts)
    .set({ status: 'cancelled', revision: sql`nextval('price_alert_revisions')` })
    .where(and(eq(priceAlerts.id, id), eq(priceAlerts.memberId, memberId), ne(priceAlerts.status, 'cancelled')))
    .returning({ id: priceAlerts.id });
  return rows.length > 0;
}

/**
 * Every alert changed after `revision`, and those whose revisions are among `missed` (numbers taken
 * before the newest seen but not committed then), in order of change: what the feed owner's index
 * follows. One indexed range read however many alerts there are.
 */
export function alertsChangedSince(db: DbOrTx, revision: number, missed: readonly number[], limit: number): Promise<PriceAlertRow[]> {
  const after = gt(priceAlerts.revision, revision);
  return db
    .select()
    .from(priceAlerts)
    .where(missed.length === 0 ? after : or(after, inArray(priceAlerts.revision, [...missed])))
    .orderBy(asc(priceAlerts.revision))
    .limit(limit);
}
