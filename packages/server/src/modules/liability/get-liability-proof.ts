import { API, ZGetLiabilityProofRequest, ZGetLiabilityProofResponse } from '@meridian/protocol';
import { defineCall, requireSession } from '../../http/define-call.js';
import { askedLiabilitySnapshot } from './liability-store.js';
import { readLiabilityProof } from './read-liability-proof.js';

/** The caller's own shards and their paths in the newest snapshot (or the one asked for): the member is the session's, never a parameter. */
export const getLiabilityProofCall = defineCall({
  path: API.liability.getLiabilityProof,
  request: ZGetLiabilityProofRequest,
  response: ZGetLiabilityProofResponse,
  async handler(context) {
    const { deps, input } = context;
    const { memberId } = requireSession(context);
    const snapshot = await askedLiabilitySnapshot(deps.db, input.snapshotId);
    if (snapshot === null) return { snapshot: null, proof: null };
    return { snapshot, proof: await readLiabilityProof(deps.db, snapshot, memberId) };
  },
});
