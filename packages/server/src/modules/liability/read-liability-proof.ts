import { and, asc, eq, sql } from 'drizzle-orm';
import {
  LIABILITY_PROOF_FORMAT,
  SINGLE_LEAF_LIABILITY_PROOF_FORMAT,
  ledgerAmountOfUnits,
  ledgerUnitsOf,
  siblingPosition,
  type TLiabilityPathStep,
  type TLiabilityProof,
  type TLiabilityShard,
  type TLiabilitySnapshot,
} from '@meridian/protocol';
import { liabilityLeaves, liabilityNodes, liabilitySnapshots } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/types.js';

/** How many levels a tree of `leafCount` leaves has, leaves and root included. */
function levelCount(leafCount: number): number {
  let levels = 1;
  for (let width = leafCount; width > 1; width = Math.ceil(width / 2)) levels += 1;
  return levels;
}

function unitsOf(amount: string): bigint {
  const units = ledgerUnitsOf(amount);
  if (units === null) throw new Error(`a stored sum is not a ledger amount: ${amount}`);
  return units;
}

/** Each leaf's own sum and its siblings up to the root, in one read of the nodes. */
async function readPaths(db: DbOrTx, snapshotId: number, leaves: readonly { position: number; nonce: string }[], levels: number): Promise<TLiabilityShard[]> {
  const siblingsOf = (position: number): [number, number][] => Array.from({ length: levels - 1 }, (_, level) => [level, siblingPosition(position >> level)]);
  const wanted = leaves.flatMap(({ position }): [number, number][] => [[0, position], ...siblingsOf(position)]);
  const nodes = await db
    .select({ level: liabilityNodes.level, position: liabilityNodes.position, hash: liabilityNodes.hash, sum: liabilityNodes.sum })
    .from(liabilityNodes)
    .where(
      and(
        eq(liabilityNodes.snapshotId, snapshotId),
        sql`(${liabilityNodes.level}, ${liabilityNodes.position}) in (${sql.join(
          wanted.map(([level, position]) => sql`(${level}::smallint, ${position}::int)`),
          sql`, `,
        )})`,
      ),
    );
  const byPlace = new Map(nodes.map((node) => [`${node.level}:${node.position}`, node]));
  return leaves.map(({ position, nonce }) => {
    const own = byPlace.get(`0:${position}`);
    if (!own) throw new Error(`snapshot ${snapshotId} has no node for its leaf at ${position}`);
    // A level whose last node passed up unpaired (format 1 only: format 2's levels are full) has no sibling there: the path skips it.
    const path = siblingsOf(position).flatMap(([level, at]): TLiabilityPathStep[] => {
      const sibling = byPlace.get(`${level}:${at}`);
      return sibling ? [{ side: at % 2 === 0 ? 'left' : 'right', hash: sibling.hash, sum: sibling.sum }] : [];
    });
    return { nonce, amount: own.sum, path };
  });
}

/**
 * The member's own proof in `snapshot`: each of their leaves (nonce, amount) and its siblings up to
 * the root, each sibling only a hash and a sum. Format 2 (shards) for a snapshot with a leaf
 * count, format 1 (one leaf) for one taken before. Null when the member is not in it (they joined
 * after it). Only the caller's member id reaches this: no one else's leaf can be asked for.
 */
export async function readLiabilityProof(db: DbOrTx, snapshot: TLiabilitySnapshot, memberId: number): Promise<TLiabilityProof | null> {
  const leaves = await db
    .select({ position: liabilityLeaves.position, nonce: liabilityLeaves.nonce, leafCount: liabilitySnapshots.leafCount })
    .from(liabilityLeaves)
    .innerJoin(liabilitySnapshots, eq(liabilitySnapshots.id, liabilityLeaves.snapshotId))
    .where(and(eq(liabilityLeaves.snapshotId, snapshot.id), eq(liabilityLeaves.memberId, memberId)))
    .orderBy(asc(liabilityLeaves.position));
  const [first] = leaves;
  if (!first) return null;
  const shards = await readPaths(db, snapshot.id, leaves, levelCount(first.leafCount ?? snapshot.memberCount));
  const [only] = shards;
  if (first.leafCount === null && only) {
    return { format: SINGLE_LEAF_LIABILITY_PROOF_FORMAT, snapshot, leaf: { memberId, nonce: only.nonce, balance: only.amount }, path: only.path };
  }
  const balance = shards.reduce((total, shard) => total + unitsOf(shard.amount), 0n);
  return { format: LIABILITY_PROOF_FORMAT, snapshot, member: { memberId, balance: ledgerAmountOfUnits(balance) }, shards };
}
