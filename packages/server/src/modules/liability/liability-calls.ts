import type { CallDefinition } from '../../http/define-call.js';
import { getLiabilityProofCall } from './get-liability-proof.js';
import { getLiabilitySnapshotCall } from './get-liability-snapshot.js';
import { getReservesCall } from './get-reserves.js';

export const LIABILITY_CALLS: readonly CallDefinition[] = [getLiabilitySnapshotCall, getLiabilityProofCall, getReservesCall];
