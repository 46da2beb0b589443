import { hexToBytes } from '@noble/hashes/utils.js';
import type { TLiabilityProof, TLiabilitySnapshot } from '../schemas/liability/liability-snapshot.js';
import { ledgerUnitsOf } from './ledger-units.js';
import { SUM_TREE_NONCE_BYTES, sumLeafHash, verifySumPath, type SumNode, type SumPathFailure, type SumPathStep } from './merkle-sum.js';

/** Everything that can be wrong with a proof file, each with its own text in the app and the command line. */
export type LiabilityProofFailure = SumPathFailure | 'bad_amount' | 'bad_nonce';

export type LiabilityProofCheck = { ok: true } | { ok: false; failure: LiabilityProofFailure; /** the path step at fault */ step?: number };

class ProofFault extends Error {
  constructor(
    readonly failure: LiabilityProofFailure,
    readonly step?: number,
  ) {
    super(failure);
  }
}

function bytesOf(hex: string, failure: LiabilityProofFailure, step?: number): Uint8Array {
  if (hex.length % 2 !== 0) throw new ProofFault(failure, step);
  return hexToBytes(hex);
}

function unitsOf(amount: string, step?: number): bigint {
  const units = ledgerUnitsOf(amount);
  if (units === null) throw new ProofFault('bad_amount', step);
  return units;
}

function nodesOf(proof: TLiabilityProof): { leaf: SumNode; path: SumPathStep[]; root: SumNode } {
  const nonce = bytesOf(proof.leaf.nonce, 'bad_nonce');
  if (nonce.length !== SUM_TREE_NONCE_BYTES) throw new ProofFault('bad_nonce');
  return {
    leaf: { hash: sumLeafHash(proof.leaf.memberId, nonce), sum: unitsOf(proof.leaf.balance) },
    path: proof.path.map((step, index) => ({ side: step.side, node: { hash: bytesOf(step.hash, 'bad_hash', index), sum: unitsOf(step.sum, index) } })),
    root: { hash: bytesOf(proof.snapshot.rootHash, 'bad_hash'), sum: unitsOf(proof.snapshot.totalLiabilities) },
  };
}

/**
 * Whether the proof shows the member's leaf (id, nonce, balance) counted in the snapshot's root:
 * the same check in the browser, on the server's tests and in `npm run verify -- liabilities FILE`.
 * It proves inclusion in the root the file names; that the root is the published one is for the
 * reader to compare (the public page and call show it).
 */
export function checkLiabilityProof(proof: TLiabilityProof): LiabilityProofCheck {
  try {
    const { leaf, path, root } = nodesOf(proof);
    return verifySumPath(leaf, path, root);
  } catch (error) {
    if (error instanceof ProofFault) return error.step === undefined ? { ok: false, failure: error.failure } : { ok: false, failure: error.failure, step: error.step };
    throw error;
  }
}

/** Whether the tree's total equals the ledger's total of member balances at the same instant, exactly. */
export function liabilitiesMatch(snapshot: Pick<TLiabilitySnapshot, 'totalLiabilities' | 'ledgerTotal'>): boolean {
  const total = ledgerUnitsOf(snapshot.totalLiabilities);
  return total !== null && total === ledgerUnitsOf(snapshot.ledgerTotal);
}
