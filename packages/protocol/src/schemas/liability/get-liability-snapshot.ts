import { z } from 'zod/mini';
import { ZRecordId } from '../shared.js';
import { ZLiabilitySnapshot } from './liability-snapshot.js';

/** Public: the newest snapshot, or the one asked for. */
export const ZGetLiabilitySnapshotRequest = z.object({
  snapshotId: z.optional(ZRecordId),
});
export type TGetLiabilitySnapshotRequest = z.infer<typeof ZGetLiabilitySnapshotRequest>;

/** `snapshot` is null before the first snapshot is taken. */
export const ZGetLiabilitySnapshotResponse = z.object({
  snapshot: z.nullable(ZLiabilitySnapshot),
});
export type TGetLiabilitySnapshotResponse = z.infer<typeof ZGetLiabilitySnapshotResponse>;
