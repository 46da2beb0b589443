import { API, ZGetTickRootsRequest, ZGetTickRootsResponse } from '@meridian/protocol';
import { defineCall } from '../../http/define-call.js';
import { listTickRoots } from '../../market/tick-roots.js';

/**
 * The chain's roots by time, a page at a time, for anyone to copy: a copy taken today shows later
 * whether any past second's root was rewritten (each root fixes every one before it).
 */
export const getTickRootsCall = defineCall({
  path: API.proof.getTickRoots,
  request: ZGetTickRootsRequest,
  response: ZGetTickRootsResponse,
  async handler({ deps, input }) {
    return listTickRoots(deps.db, input);
  },
});
