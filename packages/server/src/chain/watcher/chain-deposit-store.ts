import { and, asc, desc, eq, gt, inArray, lt, lte, sql } from 'drizzle-orm';
import { chainBlocks, chainCursors, chainDeposits } from '../../db/schema/index.js';
import type { Db, DbOrTx } from '../../db/types.js';
import type { ChainBlockHeader } from './chain-reader.js';
import { announceDepositChanges } from './deposit-pushes.js';
import { notifyMembers } from '../../modules/notification/notification-store.js';
import type { ForkCheck, StoredBlock } from './fork-point.js';

export type ChainCursorRow = typeof chainCursors.$inferSelect;
export type ChainDepositRow = typeof chainDeposits.$inferSelect;
export type NewChainDeposit = Omit<typeof chainDeposits.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** The network's cursor, made at `initialLastBlock` on its first poll. */
export async function ensureCursor(db: Db, network: string, initialLastBlock: number): Promise<ChainCursorRow> {
  await db.insert(chainCursors).values({ network, lastBlock: initialLastBlock }).onConflictDoNothing();
  const [cursor] = await db.select().from(chainCursors).where(eq(chainCursors.network, network));
  if (!cursor) throw new Error(`No cursor for ${network}`);
  return cursor;
}

export async function readStoredBlocks(db: DbOrTx, network: string): Promise<StoredBlock[]> {
  return db.select({ number: chainBlocks.number, hash: chainBlocks.hash }).from(chainBlocks).where(eq(chainBlocks.network, network)).orderBy(desc(chainBlocks.number));
}

export interface ReorgOutcome {
  dropped: number;
  /** Credited deposits the re-org took away: the network is halted when there is any (or the fork is beyond the window). */
  creditedLost: number;
  halted: boolean;
}

/**
 * Rewinds the network to the fork point in one transaction: the orphaned blocks are forgotten,
 * the cursor goes back, deposits not yet credited in those blocks become dropped (each member is
 * told), and a credited one is never reversed: it is marked, and the network halted with the reason.
 */
export async function applyReorg(db: Db, network: string, fork: Extract<ForkCheck, { kind: 'reorg' }>, confirmationsNeeded: number): Promise<ReorgOutcome> {
  return db.transaction(async (tx) => {
    const orphaned = and(eq(chainDeposits.network, network), gt(chainDeposits.blockNumber, fork.forkPoint));
    const dropped = await tx
      .update(chainDeposits)
      .set({ status: 'dropped', updatedAt: sql`now()` })
      .where(and(orphaned, inArray(chainDeposits.status, ['seen', 'unmatched'])))
      .returning();
    const lost = await tx
      .update(chainDeposits)
      .set({ reorgedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(orphaned, eq(chainDeposits.status, 'credited')))
      .returning({ txHash: chainDeposits.txHash, logIndex: chainDeposits.logIndex });
    // A fork below the kept window may have taken older blocks too: unknowable, so halted if any credit is down there.
    const [creditedBelow] = fork.beyondWindow
      ? await tx
          .select({ id: chainDeposits.id })
          .from(chainDeposits)
          .where(and(eq(chainDeposits.network, network), lte(chainDeposits.blockNumber, fork.forkPoint), eq(chainDeposits.status, 'credited')))
          .limit(1)
      : [];
    const halt = lost.length > 0 || creditedBelow !== undefined;
    const reason = lost.length > 0
      ? `re-org of ${fork.depth} blocks removed credited deposits: ${lost.map((deposit) => `${deposit.txHash}#${deposit.logIndex}`).join(', ')}`
      : `re-org deeper than the ${fork.depth} recent blocks kept, below credited deposits`;
    await tx.delete(chainBlocks).where(and(eq(chainBlocks.network, network), gt(chainBlocks.number, fork.forkPoint)));
    await tx
      .update(chainCursors)
      .set({
        lastBlock: sql`least(${chainCursors.lastBlock}, ${fork.forkPoint})`,
        reorgs: sql`${chainCursors.reorgs} + 1`,
        lastReorgAt: sql`now()`,
        lastReorgDepth: fork.depth,
        updatedAt: sql`now()`,
        ...(halt ? { haltedAt: sql`coalesce(${chainCursors.haltedAt}, now())`, haltReason: reason.slice(0, 2000) } : {}),
      })
      .where(eq(chainCursors.network, network));
    await announceDepositChanges(tx, dropped, confirmationsNeeded);
    return { dropped: dropped.length, creditedLost: lost.length, halted: halt };
  });
}

/**
 * Records deposits once each by their key (network, tx hash, log index): a deposit dropped by a
 * re-org and found again on the new branch is seen again; any other second sighting changes
 * nothing. Answers the rows it wrote. The watcher and a member's pasted transaction both record
 * through it, so neither can make a second deposit (nor a second credit) of one log.
 */
export async function insertDeposits(tx: DbOrTx, deposits: readonly NewChainDeposit[]): Promise<ChainDepositRow[]> {
  if (deposits.length === 0) return [];
  return tx
    .insert(chainDeposits)
    .values([...deposits])
    .onConflictDoUpdate({
      target: [chainDeposits.network, chainDeposits.txHash, chainDeposits.logIndex],
      set: {
        blockNumber: sql`excluded.block_number`,
        blockHash: sql`excluded.block_hash`,
        status: sql`excluded.status`,
        unmatchedReason: sql`excluded.unmatched_reason`,
        confirmations: sql`excluded.confirmations`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${chainDeposits.status} = 'dropped'`,
    })
    .returning();
}

export interface RecordedRange {
  network: string;
  head: number;
  toBlock: number;
  /** Headers of the range's blocks inside the recent window, kept to find re-orgs against. */
  headers: readonly ChainBlockHeader[];
  deposits: readonly NewChainDeposit[];
  windowSize: number;
  confirmationsNeeded: number;
}

/**
 * A range read: its deposits recorded once each (insertDeposits), its blocks kept, the
 * blocks older than the window forgotten, and the cursor moved to its end, in one transaction.
 */
export async function recordRange(db: Db, range: RecordedRange): Promise<void> {
  const { network } = range;
  await db.transaction(async (tx) => {
    const changed = await insertDeposits(tx, range.deposits);
    if (range.headers.length > 0) {
      await tx
        .insert(chainBlocks)
        .values(range.headers.map((header) => ({ network, number: header.number, hash: header.hash, parentHash: header.parentHash })))
        .onConflictDoUpdate({ target: [chainBlocks.network, chainBlocks.number], set: { hash: sql`excluded.hash`, parentHash: sql`excluded.parent_hash` } });
    }
    await tx.delete(chainBlocks).where(and(eq(chainBlocks.network, network), lte(chainBlocks.number, range.head - range.windowSize)));
    await tx
      .update(chainCursors)
      .set({ lastBlock: range.toBlock, headBlock: range.head, updatedAt: sql`now()` })
      .where(eq(chainCursors.network, network));
    await announceDepositChanges(tx, changed, range.confirmationsNeeded);
    await notifyDepositsSeen(tx, changed);
  });
}

/**
 * A member's deposit first seen on chain is a notification (issue 40): it is on its way. The chain
 * rails carry USDT (the spec's ERC20 and TRC20 channels); the amount is in the token's units.
 */
async function notifyDepositsSeen(tx: DbOrTx, deposits: readonly ChainDepositRow[]): Promise<void> {
  await notifyMembers(
    tx,
    deposits.flatMap((deposit) =>
      deposit.memberId === null || deposit.status !== 'seen'
        ? []
        : [{ memberId: deposit.memberId, kind: 'depositSeen' as const, dedupeKey: `chain:${deposit.network}:${deposit.txHash}:${deposit.logIndex}`, params: { amount: deposit.amount, currency: 'USDT', network: deposit.network } }],
    ),
    // Its chainDeposit push (announceDepositChanges) already reaches the app, which counts the bell on it.
    { announce: false },
  );
}

/**
 * Counts each open deposit's confirmations at `head` (its own block is the first); members hear of
 * those whose count changed. The poll's success is noted on the cursor too (lag and health), with
 * the confirmations the network is credited at (an operator's credit by hand waits for them too).
 */
export async function updateConfirmations(db: Db, network: string, head: number, confirmationsNeeded: number): Promise<void> {
  await db.transaction(async (tx) => {
    const counted = sql`greatest(0, ${head}::bigint - ${chainDeposits.blockNumber} + 1)::int`;
    const changed = await tx
      .update(chainDeposits)
      .set({ confirmations: counted, updatedAt: sql`now()` })
      .where(and(eq(chainDeposits.network, network), inArray(chainDeposits.status, ['seen', 'unmatched']), sql`${chainDeposits.confirmations} <> ${counted}`))
      .returning();
    await tx
      .update(chainCursors)
      .set({ headBlock: head, confirmationsNeeded, polledAt: sql`now()`, lastError: '', lastErrorAt: null, updatedAt: sql`now()` })
      .where(eq(chainCursors.network, network));
    await announceDepositChanges(tx, changed, confirmationsNeeded);
  });
}

/** Seen deposits with enough confirmations at `head`, oldest first, at most `limit`. */
export async function depositsDueForCredit(db: DbOrTx, network: string, head: number, confirmationsNeeded: number, limit: number): Promise<{ id: number; memberId: number | null }[]> {
  return db
    .select({ id: chainDeposits.id, memberId: chainDeposits.memberId })
    .from(chainDeposits)
    .where(and(eq(chainDeposits.network, network), eq(chainDeposits.status, 'seen'), lt(chainDeposits.blockNumber, head - confirmationsNeeded + 2)))
    .orderBy(asc(chainDeposits.blockNumber), asc(chainDeposits.logIndex))
    .limit(limit);
}

/** A failed poll, for operators: the cursor keeps its place and the lag grows until a poll succeeds. */
export async function noteChainError(db: Db, network: string, message: string): Promise<void> {
  await db
    .update(chainCursors)
    .set({ lastError: message.slice(0, 500), lastErrorAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(chainCursors.network, network));
}

/** A watched network's cursor with its deposits counted: what operators (the console, `/metrics`) read of it. */
export interface NetworkFigures {
  cursor: ChainCursorRow;
  confirming: number;
  unmatched: number;
  droppedLastWeek: number;
}

/** Every network's cursor and deposit counts, by network name (two reads, whatever the number of networks). */
export async function readNetworkFigures(db: DbOrTx): Promise<NetworkFigures[]> {
  const counted = (condition: ReturnType<typeof sql>) => sql<number>`(count(*) filter (where ${condition}))::int`;
  const [cursors, counts] = await Promise.all([
    db.select().from(chainCursors).orderBy(asc(chainCursors.network)),
    db
      .select({
        network: chainDeposits.network,
        confirming: counted(sql`${chainDeposits.status} = 'seen'`),
        unmatched: counted(sql`${chainDeposits.status} = 'unmatched'`),
        droppedLastWeek: counted(sql`${chainDeposits.status} = 'dropped' and ${chainDeposits.updatedAt} > now() - interval '7 days'`),
      })
      .from(chainDeposits)
      .where(inArray(chainDeposits.status, ['seen', 'unmatched', 'dropped']))
      .groupBy(chainDeposits.network),
  ]);
  const byNetwork = new Map(counts.map((row) => [row.network, row]));
  return cursors.map((cursor) => {
    const row = byNetwork.get(cursor.network);
    return { cursor, confirming: row?.confirming ?? 0, unmatched: row?.unmatched ?? 0, droppedLastWeek: row?.droppedLastWeek ?? 0 };
  });
}
