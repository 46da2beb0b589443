import type { CallDefinition } from '../../http/define-call.js';
import { getContractProofCall } from './get-contract-proof.js';
import { getTickRootsCall } from './get-tick-roots.js';

export const PROOF_CALLS: readonly CallDefinition[] = [getContractProofCall, getTickRootsCall];
