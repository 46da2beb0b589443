import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { chainCursors, chainDeposits, rechargeOrders } from '../../db/schema/index.js';
import type { InvalidationTarget } from '../../db/invalidation-bus.js';
import type { Db, Tx } from '../../db/types.js';
import { requestIdOf } from '../../ledger/entry-kinds.js';
import { creditRechargeOrder } from '../../modules/recharge/credit-recharge.js';
import { notifyMembers, type NotificationInput } from '../../modules/notification/notification-store.js';
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

/** The watcher's terms at one poll: with the head it read, which sets the credited deposits' confirmations. */
export interface WatcherCreditTerms extends CreditTerms {
  head: number;
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
  /** The deposit's confirmations at the head that confirmed it, when the caller read one (the watcher credits before it counts). */
  confirmations?: number;
  caches?: InvalidationTarget;
  /** Where the member's notification goes, for a caller that writes a batch's together (else it is written at once). */
  notices?: NotificationInput[];
}

export interface DepositCredited {
  orderNo: string;
  entryId: number;
  /** The deposit row as credited, for the caller to announce (announceDepositChanges) with the others it credits. */
  row: ChainDepositRow;
}

/**
 * Credits a deposit the caller holds locked (and has checked may be credited) to a member, in the
 * caller's transaction: a completed crypto recharge order whose number is derived from the
 * deposit's key (so the order's unique number and the entry's request id each refuse a second
 * credit, whoever credits it: the watcher or an operator), its journal entry, and the deposit
 * marked credited with both (and with the member, when an operator names them). Not when a
 * member's recharge order claims the same transaction (chain/transaction-claims.ts): that order is
 * an operator's to decide, and `claimedBy` names it. The caller tells the member (announceDepositChanges),
 * once for all it credits in the transaction.
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
  const entryId = await creditRechargeOrder(tx, order, credit.memo, credit.caches, credit.notices);
  const [row] = await tx
    .update(chainDeposits)
    .set({
      status: 'credited',
      memberId: credit.memberId,
      ...(credit.confirmations === undefined ? {} : { confirmations: sql`greatest(${chainDeposits.confirmations}, ${credit.confirmations})` }),
      orderNo,
      creditEntryId: entryId,
      creditRequestId: requestIdOf('recharge', orderNo),
      creditedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(chainDeposits.id, deposit.id))
    .returning();
  if (!row) throw new Error(`Chain deposit ${deposit.id} was not marked credited`);
  return { orderNo, entryId, row };
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
 * How credits are committed: `size` deposits in one database transaction (each in a savepoint of
 * its own), `lanes` transactions at once (on PostgreSQL; PGlite runs them one after another). Each
 * lane takes the deposits of its own members, so two lanes never wait on each other's accounts, and
 * goes through its deposits in chain order, so two never wait on each other's transaction locks.
 */
export interface CreditBatching {
  size: number;
  lanes: number;
}

/** One commit for fifty credits, four at once: bench:deposits' 100 deposits a block in well under a second. */
const DEFAULT_CREDIT_BATCHING: CreditBatching = { size: 50, lanes: 4 };

/** A deposit due for its credit: what `depositsDueForCredit` answers. */
export interface DueDeposit {
  id: number;
  memberId: number | null;
}

export interface CreditRun {
  credited: number;
  /** Deposits whose credit threw: rolled back alone (the others went on) and tried again by the next poll. */
  failures: unknown[];
}

/**
 * Credits one deposit the batch holds: locked and still `seen`, a completed crypto recharge order
 * for its member (so it shows in the member's deposit records and bills) with its journal entry
 * (ledger/post-entry.ts, through creditRechargeOrder), and the deposit marked credited with both.
 * A deposit worth less than the channel's minimum, or whose network has no channel, is left for
 * operators as unmatched.
 */
async function creditLocked(tx: Tx, depositId: number, terms: WatcherCreditTerms, announced: ChainDepositRow[], notices: NotificationInput[]): Promise<CreditOutcome> {
  const [deposit] = await tx.select().from(chainDeposits).where(and(eq(chainDeposits.id, depositId), eq(chainDeposits.status, 'seen'))).for('update');
  if (!deposit || deposit.memberId === null) return 'skipped';
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
    confirmations: Math.max(0, terms.head - deposit.blockNumber + 1),
    notices,
  });
  if ('claimedBy' in credited) return markUnmatched(tx, deposit, 'claimed_by_order', terms.confirmationsNeeded);
  announced.push(credited.row);
  return 'credited';
}

/**
 * One transaction for a batch of a network's deposits: the network's cursor read (and held shared)
 * first, so a re-org that halted the network since the poll began stops the batch, and an operator's
 * resume waits for it; then each deposit in a savepoint, so one that fails is rolled back alone.
 */
async function creditBatch(db: Db, network: string, depositIds: readonly number[], terms: WatcherCreditTerms, run: CreditRun): Promise<void> {
  await db.transaction(async (tx) => {
    const [cursor] = await tx.select({ haltedAt: chainCursors.haltedAt }).from(chainCursors).where(eq(chainCursors.network, network)).for('share');
    if (!cursor || cursor.haltedAt !== null) return;
    const credited: ChainDepositRow[] = [];
    const creditedNotices: NotificationInput[] = [];
    for (const id of depositIds) {
      // Its row and its notification join the batch's only once its savepoint is released.
      const announced: ChainDepositRow[] = [];
      const notices: NotificationInput[] = [];
      try {
        if ((await tx.transaction((savepoint) => creditLocked(savepoint, id, terms, announced, notices))) === 'credited') run.credited += 1;
        credited.push(...announced);
        creditedNotices.push(...notices);
      } catch (error) {
        run.failures.push(error);
      }
    }
    // One NOTIFY for the batch's credits, delivered when it commits, and one statement for their
    // notifications, not announced again: the credits' pushes reach the app, which counts the bell on them.
    await announceDepositChanges(tx, credited, terms.confirmationsNeeded);
    await notifyMembers(tx, creditedNotices, { announce: false });
  });
}

/**
 * Credits confirmed deposits of one network, each exactly once: in batches (one commit for many
 * credits), in lanes by member (several batches at once where the database can: CreditBatching). A crash
 * anywhere leaves the batch's deposits `seen`, and the next poll credits them again from the start;
 * the order number derived from the deposit's key and the entry's request id refuse a second credit
 * whatever else went wrong. Answers how many were credited and the failures of those that were not.
 */
export async function creditChainDeposits(db: Db, network: string, due: readonly DueDeposit[], terms: WatcherCreditTerms, batching = DEFAULT_CREDIT_BATCHING): Promise<CreditRun> {
  const run: CreditRun = { credited: 0, failures: [] };
  const lanes = Array.from({ length: batching.lanes }, (): number[] => []);
  for (const deposit of due) lanes[(deposit.memberId ?? 0) % batching.lanes]?.push(deposit.id);
  await Promise.all(
    lanes.map(async (ids) => {
      for (let start = 0; start < ids.length; start += batching.size) {
        await creditBatch(db, network, ids.slice(start, start + batching.size), terms, run);
      }
    }),
  );
  return run;
}
