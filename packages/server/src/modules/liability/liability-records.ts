import { and, desc, eq, sql } from 'drizzle-orm';
import { CODE, LIABILITY_PROOF_FORMAT, siblingPosition, type TLiabilityPathStep, type TLiabilityProof, type TLiabilitySnapshot } from '@meridian/protocol';
import { liabilityLeaves, liabilityNodes, liabilitySnapshots } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/types.js';
import { AppError } from '../../http/app-error.js';

const DAY_MS = 86_400_000;

/** `2025-03-01`: the UTC day of an instant, as a daily snapshot is keyed. */
export function utcDayOf(ms: number): string {
  return new Date(Math.floor(ms / DAY_MS) * DAY_MS).toISOString().slice(0, 10);
}

/** The next 00:00 UTC after `ms`. */
export function nextUtcMidnight(ms: number): number {
  return (Math.floor(ms / DAY_MS) + 1) * DAY_MS;
}

type SnapshotRow = typeof liabilitySnapshots.$inferSelect;

/** What anyone may read of a snapshot. */
export function snapshotView(row: SnapshotRow): TLiabilitySnapshot {
  return {
    id: row.id,
    takenAt: row.takenAt.getTime(),
    trigger: row.trigger === 'daily' ? 'daily' : 'operator',
    rootHash: row.rootHash,
    totalLiabilities: row.rootSum,
    memberCount: row.memberCount,
    ledgerTotal: row.ledgerTotal,
  };
}

/** The snapshot asked for, or the newest; null when there is none. */
export async function readLiabilitySnapshot(db: DbOrTx, snapshotId?: number): Promise<TLiabilitySnapshot | null> {
  const [row] = await db
    .select()
    .from(liabilitySnapshots)
    .where(snapshotId === undefined ? undefined : eq(liabilitySnapshots.id, snapshotId))
    .orderBy(desc(liabilitySnapshots.id))
    .limit(1);
  return row ? snapshotView(row) : null;
}

/** For a call: the snapshot the caller named (refused as not found when there is none), or the newest (null before the first). */
export async function askedLiabilitySnapshot(db: DbOrTx, snapshotId: number | undefined): Promise<TLiabilitySnapshot | null> {
  const snapshot = await readLiabilitySnapshot(db, snapshotId);
  if (snapshot === null && snapshotId !== undefined) throw new AppError(CODE.NOT_FOUND, 'error.liabilitySnapshotNotFound');
  return snapshot;
}

/** How many levels a tree of `leafCount` leaves has, leaves and root included. */
function levelCount(leafCount: number): number {
  let levels = 1;
  for (let width = leafCount; width > 1; width = Math.ceil(width / 2)) levels += 1;
  return levels;
}

/**
 * The member's own proof in `snapshot`: their leaf (id, nonce, balance) and the siblings up to the
 * root, each only a hash and a sum. Null when the member is not in it (they joined after it).
 * Only the caller's member id reaches this: no one else's leaf can be asked for.
 */
export async function readLiabilityProof(db: DbOrTx, snapshot: TLiabilitySnapshot, memberId: number): Promise<TLiabilityProof | null> {
  const [leaf] = await db
    .select({ position: liabilityLeaves.position, nonce: liabilityLeaves.nonce })
    .from(liabilityLeaves)
    .where(and(eq(liabilityLeaves.snapshotId, snapshot.id), eq(liabilityLeaves.memberId, memberId)));
  if (!leaf) return null;
  const wanted: [number, number][] = [[0, leaf.position]];
  for (let level = 0; level < levelCount(snapshot.memberCount) - 1; level += 1) wanted.push([level, siblingPosition(leaf.position >> level)]);
  const nodes = await db
    .select({ level: liabilityNodes.level, position: liabilityNodes.position, hash: liabilityNodes.hash, sum: liabilityNodes.sum })
    .from(liabilityNodes)
    .where(
      and(
        eq(liabilityNodes.snapshotId, snapshot.id),
        sql`(${liabilityNodes.level}, ${liabilityNodes.position}) in (${sql.join(
          wanted.map(([level, position]) => sql`(${level}::smallint, ${position}::int)`),
          sql`, `,
        )})`,
      ),
    );
  const nodeAt = (level: number, position: number) => nodes.find((node) => node.level === level && node.position === position);
  const own = nodeAt(0, leaf.position);
  if (!own) throw new Error(`snapshot ${snapshot.id} has no node for its leaf at ${leaf.position}`);
  // A level whose last node passed up unpaired has no sibling there: the path skips it.
  const path = wanted.slice(1).flatMap(([level, position]): TLiabilityPathStep[] => {
    const sibling = nodeAt(level, position);
    return sibling ? [{ side: position % 2 === 0 ? 'left' : 'right', hash: sibling.hash, sum: sibling.sum }] : [];
  });
  return {
    format: LIABILITY_PROOF_FORMAT,
    snapshot,
    leaf: { memberId, nonce: leaf.nonce, balance: own.sum },
    path,
  };
}
