import { z } from 'zod';
import { ZLiabilitySnapshot } from './liability-snapshot.js';

/** Public: the newest snapshot, or the one asked for. */
export const ZGetLiabilitySnapshotRequest = z.object({
  snapshotId: z.number().int().positive().optional(),
});
export type TGetLiabilitySnapshotRequest = z.infer<typeof ZGetLiabilitySnapshotRequest>;

/** `snapshot` is null before the first snapshot is taken. */
export const ZGetLiabilitySnapshotResponse = z.object({
  snapshot: ZLiabilitySnapshot.nullable(),
});
export type TGetLiabilitySnapshotResponse = z.infer<typeof ZGetLiabilitySnapshotResponse>;
