import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { buildShardedSumTree, ledgerAmountOfUnits, ledgerUnitsOf, pooledRandomBytes, toHex, type TLiabilitySnapshot } from '@meridian/protocol';
import { liabilityLeaves, liabilityNodes, liabilitySnapshots } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { readMemberLiabilities } from '../../ledger/read-member-liabilities.js';
import { advisoryLock } from '../../money/run-once.js';
import { snapshotView, utcDayOf } from './liability-store.js';

/** One snapshot at a time, across processes: a second daily run waits, then finds the day taken. */
const SNAPSHOT_LOCK = { namespace: 0x4c_49_41_42, key: 0 }; // 'LIAB'
/** The system's randomness is drawn this much at a time: a tree draws some million small pieces of it. */
const RANDOM_POOL_BYTES = 65_536;
/** Rows per insert: well under PostgreSQL's 65,535 parameters for the widest row (5 columns). */
const INSERT_BATCH = 2_000;

export interface SnapshotRequest {
  takenAt: Date;
  /** `job` or the operator. */
  takenBy: string;
  trigger: 'daily' | 'operator';
}

async function insertInBatches<Row>(rows: readonly Row[], insert: (batch: Row[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_BATCH) await insert(rows.slice(start, start + INSERT_BATCH));
}

/**
 * Reads every member's balance at one ledger instant, builds the Merkle sum tree over them (each
 * balance split into random shards at random leaves, padded with leaves of sum 0 to a power of
 * two: protocol's sharded-sum-tree.ts) and stores it: the published row, which leaf is whose, and
 * every node so a member's paths are one read. A daily request for a UTC day already taken answers
 * null and stores nothing.
 */
export async function takeLiabilitySnapshot(tx: Tx, request: SnapshotRequest): Promise<TLiabilitySnapshot | null> {
  await tx.execute(sql`select ${advisoryLock(SNAPSHOT_LOCK)}`);
  const dailyFor = request.trigger === 'daily' ? utcDayOf(request.takenAt.getTime()) : null;
  if (dailyFor !== null) {
    const [taken] = await tx.select({ id: liabilitySnapshots.id }).from(liabilitySnapshots).where(eq(liabilitySnapshots.dailyFor, dailyFor));
    if (taken) return null;
  }

  const { balances, ledgerTotal } = await readMemberLiabilities(tx);
  const members = balances.map(({ memberId, balance }) => {
    const units = ledgerUnitsOf(balance);
    if (units === null) throw new Error(`member ${memberId} has a balance the ledger cannot hold: ${balance}`);
    return { memberId, balance: units };
  });
  const { levels, root, shards } = buildShardedSumTree(
    members,
    pooledRandomBytes(() => randomBytes(RANDOM_POOL_BYTES)),
  );

  const [row] = await tx
    .insert(liabilitySnapshots)
    .values({
      takenAt: request.takenAt,
      trigger: request.trigger,
      dailyFor,
      rootHash: toHex(root.hash),
      rootSum: ledgerAmountOfUnits(root.sum),
      memberCount: members.length,
      leafCount: levels[0]?.length ?? 0,
      ledgerTotal,
      takenBy: request.takenBy,
    })
    .returning();
  if (!row) throw new Error('the snapshot row was not written');
  await insertInBatches(
    shards.map((shard) => ({ snapshotId: row.id, memberId: shard.memberId, position: shard.position, nonce: toHex(shard.nonce) })),
    (batch) => tx.insert(liabilityLeaves).values(batch),
  );
  await insertInBatches(
    levels.flatMap((nodes, level) => nodes.map((node, position) => ({ snapshotId: row.id, level, position, hash: toHex(node.hash), sum: ledgerAmountOfUnits(node.sum) }))),
    (batch) => tx.insert(liabilityNodes).values(batch),
  );
  return snapshotView(row);
}
