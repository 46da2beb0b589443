import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { chainCursors, chainDeposits, rechargeOrders } from '../../db/schema/index.js';
import type { InvalidationTarget } from '../../db/invalidation-bus.js';
import type { Db, Tx } from '../../db/types.js';
import { requestIdOf } from '../../ledger/entry-kinds.js';
import { creditRechargeOrder } from '../../modules/recharge/credit-recharge.js';
import type { TCryptoChannelSetting } from '../../settings/recharge-settings.js';
import type { ChainDepositRow } from './chain-deposit-store.js';
import { announceDepositChanges } from './deposit-pushes.js';
import { lockChainTransaction, orderClaimingTransaction } from '../transaction-claims.js';
import { depositValueOf } from './token-amount.js';

/**
 * The recharge order number of a chain deposit, made from its key (network, tx hash, log index):
 * the same deposit always gets the same number, so the order's unique number and the journal
 * entry's request id (`recharge:<orderNo>`) each refuse a second credit of it, whatever else fails.
 */
export function chainDepositOrderNo(network: string, txHash: string, logIndex: number): string {
  const digest = createHash('sha256').update(`${network}:${txHash.toLowerCase()}:${logIndex}`).digest('hex');
  return `RCCH${digest.slice(0, 20).toUpperCase()}`;
}

export interface CreditTerms {
  channel: TCryptoChannelSetting | undefined;
  currency: string;
  confirmationsNeeded: number;
}

export type CreditOutcome = 'credited' | 'unmatched' | 'skipped';

/** Whom a deposit is credited to, and for how much (its worth by the channel, depositValueOf). */
export interface DepositCredit {
  memberId: number;
  channelCode: string;
  value: { amount: string; rate: string };
  currency: string;
  /** The journal entry's memo. */
  memo: string;
  /** What the member's push says is needed (the deposit has it by now). */
  confirmationsNeeded: number;
  caches?: InvalidationTarget;
}

export interface DepositCredited {
  orderNo: string;
  entryId: number;
}

/**
 * Credits a deposit the caller holds locked (and has checked may be credited) to a member, in the
 * caller's transaction: a completed crypto recharge order whose number is derived from the
 * deposit's key (so the order's unique number and the entry's request id each refuse a second
 * credit, whoever credits it: the watcher or an operator), its journal entry, and the deposit
 * marked credited with both (and with the member, when an operator names them). Not when a
 * member's recharge order claims the same transaction (chain/transaction-claims.ts): that order is
 * an operator's to decide, and `claimedBy` names it.
 */
export async function creditDepositToMember(tx: Tx, deposit: ChainDepositRow, credit: DepositCredit): Promise<DepositCredited | { claimedBy: string }> {
  // A recharge order for the same transaction, waiting or approved, would credit it a second time.
  await lockChainTransaction(tx, deposit.network, deposit.txHash);
  const claimedBy = await orderClaimingTransaction(tx, deposit.network, deposit.txHash);
  if (claimedBy !== null) return { claimedBy };
  const orderNo = chainDepositOrderNo(deposit.network, deposit.txHash, deposit.logIndex);
  const [order] = await tx
    .insert(rechargeOrders)
    .values({
      orderNo,
      memberId: credit.memberId,
      mode: 'crypto',
      channelCode: credit.channelCode,
      status: 'pending_review',
      amount: credit.value.amount,
      currency: credit.currency,
      network: deposit.network,
      address: deposit.toAddress,
      exchangeRate: credit.value.rate,
      coinCount: deposit.amount,
      txid: deposit.txHash,
    })
    .returning();
  if (!order) throw new Error(`Recharge order ${orderNo} was not written`);
  const entryId = await creditRechargeOrder(tx, order, credit.memo, credit.caches);
  const credited = await tx
    .update(chainDeposits)
    .set({
      status: 'credited',
      memberId: credit.memberId,
      orderNo,
      creditEntryId: entryId,
      creditRequestId: requestIdOf('recharge', orderNo),
      creditedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(chainDeposits.id, deposit.id))
    .returning();
  await announceDepositChanges(tx, credited, credit.confirmationsNeeded);
  return { orderNo, entryId };
}

async function markUnmatched(tx: Tx, deposit: ChainDepositRow, reason: string, confirmationsNeeded: number): Promise<CreditOutcome> {
  const changed = await tx
    .update(chainDeposits)
    .set({ status: 'unmatched', unmatchedReason: reason, updatedAt: sql`now()` })
    .where(eq(chainDeposits.id, deposit.id))
    .returning();
  await announceDepositChanges(tx, changed, confirmationsNeeded);
  return 'unmatched';
}

/**
 * Credits one confirmed deposit, exactly once, in one transaction: the deposit row locked and still
 * `seen`, its network not halted, a completed crypto recharge order for its member (so it shows in
 * the member's deposit records and bills) with its journal entry (ledger/post-entry.ts, through
 * creditRechargeOrder), and the deposit marked credited with both. A crash anywhere in it leaves
 * the deposit `seen`, and the next poll does all of it again; a deposit worth less than the
 * channel's minimum, or whose network has no channel, is left for operators as unmatched.
 */
export async function creditChainDeposit(db: Db, depositId: number, terms: CreditTerms): Promise<CreditOutcome> {
  return db.transaction(async (tx) => {
    const [deposit] = await tx.select().from(chainDeposits).where(and(eq(chainDeposits.id, depositId), eq(chainDeposits.status, 'seen'))).for('update');
    if (!deposit || deposit.memberId === null) return 'skipped';
    // Read under the deposit's lock: a re-org that halted the network since the poll began stops this credit too.
    const [cursor] = await tx.select({ haltedAt: chainCursors.haltedAt }).from(chainCursors).where(eq(chainCursors.network, deposit.network)).for('share');
    if (!cursor || cursor.haltedAt !== null) return 'skipped';
    const { channel, currency } = terms;
    if (!channel) return markUnmatched(tx, deposit, 'no_channel', terms.confirmationsNeeded);
    const value = depositValueOf(deposit.amount, channel, currency);
    if (value.kind === 'below_minimum') return markUnmatched(tx, deposit, 'below_minimum', terms.confirmationsNeeded);

    const credited = await creditDepositToMember(tx, deposit, {
      memberId: deposit.memberId,
      channelCode: channel.code,
      value,
      currency,
      memo: `chain deposit ${deposit.network} ${deposit.txHash}#${deposit.logIndex}`,
      confirmationsNeeded: terms.confirmationsNeeded,
    });
    if ('claimedBy' in credited) return markUnmatched(tx, deposit, 'claimed_by_order', terms.confirmationsNeeded);
    return 'credited';
  });
}
