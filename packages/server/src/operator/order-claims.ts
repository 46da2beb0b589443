import { and, eq, inArray, ne } from 'drizzle-orm';
import { orderClaims, rechargeOrders, withdrawals } from '../db/schema/index.js';
import type { DbOrTx, Tx } from '../db/types.js';
import { said } from '../i18n/console/console-translate.js';
import type { AdminOutput, TOrderClaim } from '@meridian/protocol';
import type { CommandOutcome, PlainOutcome } from './command-types.js';

/**
 * Claims on pending orders (issue 36): a clerk takes an order from the review queue so that two
 * clerks never check the same payment at once. A claimed order is decided only by whoever holds
 * it; anyone else must take it over first, on purpose (`order-claim --take-over`), and the audit
 * log keeps both. Claims are by audit actor, so the CLI and scripts hold and respect them too.
 */

/** Who holds an order and since when (the contract's ZOrderClaim). */
export type OrderClaim = TOrderClaim;

/** Whether an order waits for review now: a recharge being confirmed, or a withdrawal not yet paid. */
async function isPending(tx: Tx, orderNo: string): Promise<boolean | null> {
  const [recharge] = await tx.select({ status: rechargeOrders.status }).from(rechargeOrders).where(eq(rechargeOrders.orderNo, orderNo)).limit(1);
  if (recharge !== undefined) return recharge.status === 'pending_review';
  const [withdrawal] = await tx.select({ status: withdrawals.status }).from(withdrawals).where(eq(withdrawals.orderNo, orderNo)).limit(1);
  return withdrawal === undefined ? null : withdrawal.status === 'pending';
}

/** The claim on an order, locked until the transaction ends (two clerks claiming at once take turns). */
async function lockedClaim(tx: Tx, orderNo: string) {
  const [claim] = await tx.select().from(orderClaims).where(eq(orderClaims.orderNo, orderNo)).for('update').limit(1);
  return claim;
}

/** Who holds an order and since when, for a refusal's message. */
const heldBy = (orderNo: string, claim: { claimedBy: string; claimedAt: Date }) => ({ orderNo, holder: claim.claimedBy, since: claim.claimedAt.toISOString() });

/**
 * `actor` claims the order, or with `takeOver` takes it from whoever holds it. Refused when the
 * order does not exist (404), is no longer pending (409), or is held by someone else (409).
 */
export async function claimOrder(tx: Tx, orderNo: string, actor: string, takeOver: boolean, nowMs: number): Promise<CommandOutcome<AdminOutput<'order-claim'>>> {
  const pending = await isPending(tx, orderNo);
  if (pending === null) return { ok: false, status: 404, ...said('claims.noSuchOrder', { orderNo }) };
  if (!pending) return { ok: false, status: 409, ...said('claims.notPending', { orderNo }) };
  const claim = await lockedClaim(tx, orderNo);
  if (claim !== undefined && claim.claimedBy !== actor && !takeOver) {
    return { ok: false, status: 409, ...said('claims.heldToClaim', heldBy(orderNo, claim)) };
  }
  const claimedAt = new Date(nowMs);
  await tx
    .insert(orderClaims)
    .values({ orderNo, claimedBy: actor, claimedAt })
    .onConflictDoUpdate({ target: orderClaims.orderNo, set: { claimedBy: actor, claimedAt } });
  const from = claim !== undefined && claim.claimedBy !== actor ? claim.claimedBy : null;
  return {
    ok: true,
    ...(from === null ? said('claims.yours', { orderNo }) : said('claims.takenOver', { orderNo, holder: from })),
    data: { orderNo, claimedBy: actor, claimedAt: claimedAt.toISOString(), takenFrom: from },
  };
}

/** Lets go of an order `actor` holds; refused when someone else holds it (409). */
export async function releaseOrder(tx: Tx, orderNo: string, actor: string): Promise<CommandOutcome<AdminOutput<'order-unclaim'>>> {
  const claim = await lockedClaim(tx, orderNo);
  if (claim === undefined) return { ok: true, ...said('claims.nobody', { orderNo }), data: { orderNo } };
  if (claim.claimedBy !== actor) return { ok: false, status: 409, ...said('claims.heldToRelease', heldBy(orderNo, claim)) };
  await tx.delete(orderClaims).where(eq(orderClaims.orderNo, orderNo));
  return { ok: true, ...said('claims.released', { orderNo }), data: { orderNo } };
}

/** The refusal of deciding an order someone else holds, or null when `actor` may decide it. */
export async function claimRefusal(tx: Tx, orderNo: string, actor: string): Promise<PlainOutcome | null> {
  const [claim] = await tx
    .select()
    .from(orderClaims)
    .where(and(eq(orderClaims.orderNo, orderNo), ne(orderClaims.claimedBy, actor)))
    .limit(1);
  return claim === undefined ? null : { ok: false, status: 409, ...said('claims.heldToDecide', heldBy(orderNo, claim)) };
}

/** A decided order needs no holder any more. */
export async function forgetClaim(tx: Tx, orderNo: string): Promise<void> {
  await tx.delete(orderClaims).where(eq(orderClaims.orderNo, orderNo));
}

/** Who holds each of these orders, for the queue. */
export async function claimsOf(db: DbOrTx, orderNos: readonly string[]): Promise<Map<string, OrderClaim>> {
  if (orderNos.length === 0) return new Map();
  const rows = await db.select().from(orderClaims).where(inArray(orderClaims.orderNo, [...orderNos]));
  return new Map(rows.map((row) => [row.orderNo, { claimedBy: row.claimedBy, claimedAt: row.claimedAt.toISOString() }]));
}
