import { API, ZGetReservesRequest, ZGetReservesResponse } from '@meridian/protocol';
import { defineCall } from '../../http/define-call.js';
import { askedLiabilitySnapshot } from './liability-store.js';
import { readReserves } from './read-reserves.js';

/** Public: the reserves attested for the newest liabilities snapshot (or the one asked for), against its liabilities. */
export const getReservesCall = defineCall({
  path: API.liability.getReserves,
  request: ZGetReservesRequest,
  response: ZGetReservesResponse,
  async handler({ deps, input }) {
    const snapshot = await askedLiabilitySnapshot(deps.db, input.snapshotId);
    return { reserves: snapshot === null ? null : await readReserves(deps.db, snapshot) };
  },
});
