import { z } from 'zod/mini';
import { ZRecordId } from '../shared.js';
import { ZLiabilityProof, ZLiabilitySnapshot } from './liability-snapshot.js';

/** The caller's own proof in the newest snapshot, or in the one asked for; there is no way to name another member. */
export const ZGetLiabilityProofRequest = z.object({
  snapshotId: z.optional(ZRecordId),
});
export type TGetLiabilityProofRequest = z.infer<typeof ZGetLiabilityProofRequest>;

/**
 * `snapshot` null: none taken yet. `proof` null: the member is not in that snapshot (they joined
 * after it was taken).
 */
export const ZGetLiabilityProofResponse = z.object({
  snapshot: z.nullable(ZLiabilitySnapshot),
  proof: z.nullable(ZLiabilityProof),
});
export type TGetLiabilityProofResponse = z.infer<typeof ZGetLiabilityProofResponse>;
