import { and, count, eq, sql } from 'drizzle-orm';
import { API, CODE, compareDecimalStrings, priceAlertConditionOf, PRICE_ALERT_MAX_ACTIVE, ZCreatePriceAlertRequest, ZCreatePriceAlertResponse, type PriceAlertCondition } from '@meridian/protocol';
import { priceAlerts, type PriceAlertRow } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { AppError } from '../../http/app-error.js';
import { defineCall, requireSession } from '../../http/define-call.js';
import { advisoryLock } from '../../money/run-once.js';
import { toPriceAlert } from './price-alert-view.js';

/** One member's alerts are set one at a time, so two at once cannot both pass the limit. */
const ALERT_LOCK_NAMESPACE = 0x50_41_4c_52; // 'PALR'

/** The active alert that asks exactly this already (a retried call), if any. */
async function sameActive(tx: Tx, memberId: number, input: { allname: string; repeat: boolean }, condition: PriceAlertCondition): Promise<PriceAlertRow | undefined> {
  const same =
    condition.kind === 'cross'
      ? and(eq(priceAlerts.kind, 'cross'), sql`${priceAlerts.price} = ${condition.price}::numeric`)
      : and(eq(priceAlerts.kind, 'move'), sql`${priceAlerts.percent} = ${condition.percent}::numeric`, eq(priceAlerts.windowMinutes, condition.windowMinutes));
  const [row] = await tx
    .select()
    .from(priceAlerts)
    .where(and(eq(priceAlerts.memberId, memberId), eq(priceAlerts.status, 'active'), eq(priceAlerts.allname, input.allname), eq(priceAlerts.repeat, input.repeat), same))
    .limit(1);
  return row;
}

/**
 * Sets a price alert. A `cross` alert waits on the side the price is not on now: above the price it
 * waits for a rise, below for a fall; at the price itself there is nothing to wait for.
 */
export const createPriceAlertCall = defineCall({
  path: API.alert.createPriceAlert,
  request: ZCreatePriceAlertRequest,
  response: ZCreatePriceAlertResponse,
  async handler(context) {
    const { deps, input } = context;
    const { memberId } = requireSession(context);
    const condition = priceAlertConditionOf(input);
    if (!condition) throw new AppError(CODE.INVALID_PARAMS, 'error.invalidParams');
    const quote = deps.market.quote(input.allname);
    if (!quote) throw new AppError(CODE.INVALID_PARAMS, 'error.alertPairUnknown', { pair: input.allname });
    let direction: 'up' | 'down' | null = null;
    if (condition.kind === 'cross') {
      const side = compareDecimalStrings(condition.price, quote.price);
      if (side === null || side === 0) throw new AppError(CODE.INVALID_PARAMS, 'error.alertAtPrice', { pair: input.allname, price: quote.price });
      direction = side > 0 ? 'up' : 'down';
    }
    const at = new Date(deps.clock.now());
    const row = await deps.db.transaction(async (tx) => {
      await tx.execute(sql`select ${advisoryLock({ namespace: ALERT_LOCK_NAMESPACE, key: memberId })}`);
      const existing = await sameActive(tx, memberId, input, condition);
      if (existing) return existing;
      const [active] = await tx
        .select({ total: count() })
        .from(priceAlerts)
        .where(and(eq(priceAlerts.memberId, memberId), eq(priceAlerts.status, 'active')));
      if ((active?.total ?? 0) >= PRICE_ALERT_MAX_ACTIVE) throw new AppError(CODE.ALERT_LIMIT, 'error.alertLimit', { max: PRICE_ALERT_MAX_ACTIVE });
      const [inserted] = await tx
        .insert(priceAlerts)
        .values({
          memberId,
          allname: input.allname,
          kind: condition.kind,
          price: condition.kind === 'cross' ? condition.price : null,
          direction,
          percent: condition.kind === 'move' ? String(condition.percent) : null,
          windowMinutes: condition.kind === 'move' ? condition.windowMinutes : null,
          repeat: input.repeat,
          armedAt: at,
          createdAt: at,
        })
        .returning();
      if (!inserted) throw new Error('inserting a price alert returned no row');
      return inserted;
    });
    return toPriceAlert(row);
  },
});
