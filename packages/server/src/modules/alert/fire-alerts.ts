import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { PRICE_ALERT_REARM_MS } from '@meridian/protocol';
import { priceAlerts, type PriceAlertRow } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import { notifyMembers } from '../notification/notification-store.js';
import type { Reached } from './alert-index.js';
import { plainPrice } from './price-alert-view.js';

const ZFiredRows = z.object({ rows: z.array(z.object({ id: z.coerce.number().int() })) });

/**
 * Fires the alerts a tick reached, in one transaction: each row moves on (a one-off becomes fired;
 * a repeating one waits again, a `cross` on the other side, so it fires once per crossing) only if
 * it is still active with the count the index saw, so a cancel in between, or a second feed owner
 * meeting the same tick, fires nothing twice; and each firing is one notification (its key the
 * alert and its count), written with it. Answers the rows as they are now.
 */
export async function fireAlerts(db: Db, reached: readonly Reached[]): Promise<PriceAlertRow[]> {
  if (reached.length === 0) return [];
  const changes = JSON.stringify(reached.map((item) => ({ id: item.alert.id, fired_count: item.alert.firedCount, price: item.price, at: new Date(item.at).toISOString() })));
  return db.transaction(async (tx) => {
    const answer = await tx.execute(sql`
      update ${priceAlerts} as a set
        status = case when a.repeat then 'active' else 'fired' end,
        fired_count = a.fired_count + 1,
        last_fired_at = f.at,
        last_fired_price = f.price,
        direction = case when a.kind = 'cross' and a.repeat then (case a.direction when 'up' then 'down' else 'up' end) else a.direction end,
        armed_at = f.at + case when a.kind = 'cross' then ${PRICE_ALERT_REARM_MS} * interval '1 millisecond' else coalesce(a.window_minutes, 0) * interval '1 minute' end,
        revision = nextval('price_alert_revisions')
      from jsonb_to_recordset(${changes}::jsonb) as f(id integer, fired_count integer, price numeric, at timestamptz)
      where a.id = f.id and a.status = 'active' and a.fired_count = f.fired_count
      returning a.id`);
    const firedIds = ZFiredRows.parse(answer).rows.map((row) => row.id);
    const rows = firedIds.length === 0 ? [] : await tx.select().from(priceAlerts).where(inArray(priceAlerts.id, firedIds));
    await notifyMembers(
      tx,
      rows.map((row) => ({
        memberId: row.memberId,
        kind: 'priceAlert' as const,
        dedupeKey: `priceAlert:${row.id}:${row.firedCount}`,
        subject: row.allname,
        params: paramsOf(row, reached),
      })),
    );
    return rows;
  });
}

/** The texts' values: the pair, the price it was recorded at, and what the alert waited for. */
function paramsOf(row: PriceAlertRow, reached: readonly Reached[]): Record<string, string | number> {
  const tick = reached.find((item) => item.alert.id === row.id);
  const price = tick?.price ?? '';
  if (row.kind === 'move') return { variant: 'move', pair: row.allname, price, percent: Number(row.percent ?? 0), minutes: row.windowMinutes ?? 0 };
  // The direction stored now is the next crossing's for a repeating alert: the one that fired is the other.
  const wentUp = row.repeat ? row.direction === 'down' : row.direction === 'up';
  return { variant: wentUp ? 'crossUp' : 'crossDown', pair: row.allname, price, target: plainPrice(row.price ?? '') };
}
