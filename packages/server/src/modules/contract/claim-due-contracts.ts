import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { contractOrders, ledgerAccounts, marketTicks } from '../../db/schema/index.js';
import type { DbOrTx, Tx } from '../../db/types.js';
import { ACCOUNT_KIND } from '../../ledger/accounts.js';
import type { PriceTick } from '../../market/candles.js';

/** A running contract claimed for settlement: what settling it reads, and nothing more. */
export interface ClaimedContract {
  id: number;
  orderNo: string;
  memberId: number;
  allname: string;
  direction: string;
  amount: string;
  yieldPercent: string;
  currency: string;
  purchasePrice: string;
  /** The purchase tick's second, whose proof the settlement keeps with the expiry tick's. */
  purchaseTickAt: number;
  expiresAt: number;
  /** The member's ledger accounts the settlement moves, read with the order. */
  availableAccountId: number;
  heldAccountId: number;
}

/**
 * Claims up to `limit` running contracts due by `nowMs`, oldest expiry first, locking them FOR
 * UPDATE SKIP LOCKED (another worker or process takes the others), with their members' account
 * ids. The accounts are read apart: joined to the claim, a planner that has not yet counted a
 * burst of new orders picks a nested loop that costs more than the whole settlement.
 */
export async function claimDueContracts(tx: Tx, nowMs: number, limit: number): Promise<ClaimedContract[]> {
  const orders = await tx
    .select({
      id: contractOrders.id,
      orderNo: contractOrders.orderNo,
      memberId: contractOrders.memberId,
      allname: contractOrders.allname,
      direction: contractOrders.direction,
      amount: contractOrders.amount,
      yieldPercent: contractOrders.yieldPercent,
      currency: contractOrders.currency,
      purchasePrice: contractOrders.purchasePrice,
      purchaseTickAt: contractOrders.purchaseTickAt,
      expiresAt: contractOrders.expiresAt,
    })
    .from(contractOrders)
    .where(and(eq(contractOrders.status, 'running'), lte(contractOrders.expiresAt, nowMs)))
    .orderBy(asc(contractOrders.expiresAt), asc(contractOrders.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  if (orders.length === 0) return [];
  const accounts = await tx
    .select({ id: ledgerAccounts.id, memberId: ledgerAccounts.memberId, kind: ledgerAccounts.kind })
    .from(ledgerAccounts)
    .where(
      and(
        inArray(ledgerAccounts.memberId, [...new Set(orders.map((order) => order.memberId))]),
        inArray(ledgerAccounts.kind, [ACCOUNT_KIND.memberAvailable, ACCOUNT_KIND.memberHeld]),
      ),
    );
  const available = new Map<number, number>();
  const held = new Map<number, number>();
  for (const account of accounts) {
    if (account.memberId === null) continue;
    (account.kind === ACCOUNT_KIND.memberAvailable ? available : held).set(account.memberId, account.id);
  }
  return orders.map((order) => {
    const availableAccountId = available.get(order.memberId);
    const heldAccountId = held.get(order.memberId);
    if (availableAccountId === undefined || heldAccountId === undefined) throw new Error(`member ${order.memberId} has no ledger accounts`);
    return { ...order, availableAccountId, heldAccountId };
  });
}

const ZExpiryTick = z.object({
  rows: z.array(
    z.object({
      is_recorded: z.boolean(),
      at: z.coerce.number().int().nullable(),
      price: z.string().nullable(),
      volume: z.string().nullable(),
    }),
  ),
});

/**
 * The recorded tick of `allname` at or before `atMs`, once the record is complete up to it; null
 * while it may still change. Ticks are recorded in order, so once one at or after `atMs` exists
 * the tick at or before it is final: settling only then makes the outcome the same whenever it is
 * settled (at once, or after a restart). `isOverdue`: settle with what was recorded anyway.
 */
export async function expiryTick(db: DbOrTx, allname: string, atMs: number, isOverdue: boolean): Promise<PriceTick | null> {
  const [row] = ZExpiryTick.parse(
    await db.execute(sql`
      select exists (select 1 from ${marketTicks} where allname = ${allname} and at >= ${atMs}) as is_recorded, t.at, t.price::text, t.volume::text
      from (select 1) as one
      left join lateral (
        select at, price, volume from ${marketTicks} where allname = ${allname} and at <= ${atMs} order by at desc limit 1
      ) as t on true`),
  ).rows;
  if (!row || !(isOverdue || row.is_recorded) || row.at === null || row.price === null || row.volume === null) return null;
  return { allname, at: row.at, price: row.price, volume: row.volume };
}
