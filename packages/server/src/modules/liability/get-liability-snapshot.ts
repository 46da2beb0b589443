import { API, ZGetLiabilitySnapshotRequest, ZGetLiabilitySnapshotResponse } from '@meridian/protocol';
import { defineCall } from '../../http/define-call.js';
import { askedLiabilitySnapshot } from './liability-store.js';

/** Public: the newest proof-of-liabilities snapshot (or the one asked for), without signing in. */
export const getLiabilitySnapshotCall = defineCall({
  path: API.liability.getLiabilitySnapshot,
  request: ZGetLiabilitySnapshotRequest,
  response: ZGetLiabilitySnapshotResponse,
  async handler({ deps, input }) {
    return { snapshot: await askedLiabilitySnapshot(deps.db, input.snapshotId) };
  },
});
