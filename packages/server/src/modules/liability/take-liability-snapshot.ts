import { randomBytes, randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { buildSumTree, ledgerAmountOfUnits, ledgerUnitsOf, sumLeafHash, sumTreeRoot, type SumNode, type TLiabilitySnapshot } from '@meridian/protocol';
import { liabilityLeaves, liabilityNodes, liabilitySnapshots } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { readMemberLiabilities } from '../../ledger/read-member-liabilities.js';
import { advisoryLock } from '../../money/run-once.js';
import { snapshotView, utcDayOf } from './liability-records.js';

/** One snapshot at a time, across processes: a second daily run waits, then finds the day taken. */
const SNAPSHOT_LOCK = { namespace: 0x4c_49_41_42, key: 0 }; // 'LIAB'
/** Rows per insert: well under PostgreSQL's 65,535 parameters for the widest row (5 columns). */
const INSERT_BATCH = 2_000;

export interface SnapshotRequest {
  takenAt: Date;
  /** `job` or the operator. */
  takenBy: string;
  trigger: 'daily' | 'operator';
}

/** Fisher–Yates with the system's random: a leaf's place says nothing of when its member joined. */
function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    const item = copy[index];
    const swapped = copy[other];
    if (item === undefined || swapped === undefined) continue;
    copy[index] = swapped;
    copy[other] = item;
  }
  return copy;
}

const hexOf = (bytes: Uint8Array): string => Buffer.from(bytes).toString('hex');

async function insertInBatches<Row>(rows: readonly Row[], insert: (batch: Row[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_BATCH) await insert(rows.slice(start, start + INSERT_BATCH));
}

/**
 * Reads every member's balance at one ledger instant, builds the Merkle sum tree over them (each
 * leaf H(member id ‖ its own fresh nonce) with the balance, leaves shuffled) and stores it: the
 * published row, which leaf is whose, and every node so a member's path is one read. A daily
 * request for a UTC day already taken answers null and stores nothing.
 */
export async function takeLiabilitySnapshot(tx: Tx, request: SnapshotRequest): Promise<TLiabilitySnapshot | null> {
  await tx.execute(sql`select ${advisoryLock(SNAPSHOT_LOCK)}`);
  const dailyFor = request.trigger === 'daily' ? utcDayOf(request.takenAt.getTime()) : null;
  if (dailyFor !== null) {
    const [taken] = await tx.select({ id: liabilitySnapshots.id }).from(liabilitySnapshots).where(eq(liabilitySnapshots.dailyFor, dailyFor));
    if (taken) return null;
  }

  const { balances, ledgerTotal } = await readMemberLiabilities(tx);
  const leaves = shuffled(balances).map(({ memberId, balance }) => {
    const units = ledgerUnitsOf(balance);
    if (units === null) throw new Error(`member ${memberId} has a balance the ledger cannot hold: ${balance}`);
    const nonce = randomBytes(32);
    return { memberId, nonce: nonce.toString('hex'), node: { hash: sumLeafHash(memberId, nonce), sum: units } satisfies SumNode };
  });
  const levels = buildSumTree(leaves.map((leaf) => leaf.node));
  const root = sumTreeRoot(levels);

  const [row] = await tx
    .insert(liabilitySnapshots)
    .values({
      takenAt: request.takenAt,
      trigger: request.trigger,
      dailyFor,
      rootHash: hexOf(root.hash),
      rootSum: ledgerAmountOfUnits(root.sum),
      memberCount: leaves.length,
      ledgerTotal,
      takenBy: request.takenBy,
    })
    .returning();
  if (!row) throw new Error('the snapshot row was not written');
  await insertInBatches(
    leaves.map((leaf, position) => ({ snapshotId: row.id, memberId: leaf.memberId, position, nonce: leaf.nonce })),
    (batch) => tx.insert(liabilityLeaves).values(batch),
  );
  await insertInBatches(
    levels.flatMap((nodes, level) => nodes.map((node, position) => ({ snapshotId: row.id, level, position, hash: hexOf(node.hash), sum: ledgerAmountOfUnits(node.sum) }))),
    (batch) => tx.insert(liabilityNodes).values(batch),
  );
  return snapshotView(row);
}
