import { and, asc, desc, eq, gt, ne, sql } from 'drizzle-orm';
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

/** Every alert changed after `revision`, in order of change (the feed owner's index follows them). */
export function alertsChangedSince(db: DbOrTx, revision: number, limit: number): Promise<PriceAlertRow[]> {
  return db.select().from(priceAlerts).where(gt(priceAlerts.revision, revision)).orderBy(asc(priceAlerts.revision)).limit(limit);
}
