import { API, CODE, ZGetContractProofRequest, ZGetContractProofResponse } from '@meridian/protocol';
import { AppError } from '../../http/app-error.js';
import { defineCall } from '../../http/define-call.js';
import { readContractProof } from './read-contract-proof.js';

/**
 * A contract's proof for anyone with its order number, signed in or not: both ticks, their Merkle
 * proofs, their roots and the chain between them. The browser checks them (the server only
 * answers what it stored); its own member sees the stake and profit too.
 */
export const getContractProofCall = defineCall({
  path: API.proof.getContractProof,
  request: ZGetContractProofRequest,
  response: ZGetContractProofResponse,
  readsOptionalSession: true,
  async handler({ deps, input, session }) {
    const proof = await readContractProof(deps.db, input.orderNo, (memberId) => memberId === session?.memberId);
    if (!proof) throw new AppError(CODE.NOT_FOUND, 'error.contractProofNotFound');
    return proof;
  },
});
