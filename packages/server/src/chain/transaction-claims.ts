import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import { chainDeposits, normalTxid, rechargeOrders } from '../db/schema/index.js';
import type { Tx } from '../db/types.js';

/**
 * One chain transaction, two ways to credit it: the watcher (or an operator crediting an unmatched
 * deposit) credits the deposit it read, and an operator may approve a crypto recharge order whose
 * member pasted the same transaction id (a shared-address deposit, or one pasted before the watcher
 * saw it). Each way refuses a second credit of its own, but not of the other's; these checks make
 * the two exclusive. Both take the transaction's lock first, in their own database transaction, so
 * a credit and an approval at the same moment are decided one after the other.
 */

/** A pasted transaction id as normalTxid writes a stored one. */
const normal = (txid: string): string => txid.trim().replace(/^0x/i, '').toLowerCase();

/** Holds the transaction's lock until the caller's database transaction ends. */
export async function lockChainTransaction(tx: Tx, network: string, txid: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`chain-tx:${network}:${normal(txid)}`}, 0))`);
}

/**
 * A recharge order a member made by pasting this transaction id that is waiting for an operator or
 * was approved (not one the chain's credit made): the deposit is then the operator's to decide.
 */
export async function orderClaimingTransaction(tx: Tx, network: string, txid: string): Promise<string | null> {
  const [order] = await tx
    .select({ orderNo: rechargeOrders.orderNo })
    .from(rechargeOrders)
    .where(
      and(
        eq(rechargeOrders.mode, 'crypto'),
        eq(rechargeOrders.network, network),
        sql`${normalTxid(rechargeOrders.txid)} = ${normal(txid)}`,
        inArray(rechargeOrders.status, ['pending_review', 'completed']),
        notExists(tx.select({ one: sql`1` }).from(chainDeposits).where(eq(chainDeposits.orderNo, rechargeOrders.orderNo))),
      ),
    )
    .limit(1);
  return order?.orderNo ?? null;
}

/** The recharge order of a deposit of this transaction that the chain already credited, if any. */
export async function chainCreditOfTransaction(tx: Tx, network: string, txid: string): Promise<string | null> {
  const [deposit] = await tx
    .select({ orderNo: chainDeposits.orderNo })
    .from(chainDeposits)
    .where(and(eq(chainDeposits.network, network), eq(chainDeposits.status, 'credited'), sql`${normalTxid(chainDeposits.txHash)} = ${normal(txid)}`))
    .limit(1);
  return deposit?.orderNo ?? null;
}
