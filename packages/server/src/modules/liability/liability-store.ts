import { desc, eq } from 'drizzle-orm';
import { CODE, type TLiabilitySnapshot } from '@meridian/protocol';
import { liabilitySnapshots } from '../../db/schema/index.js';
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
