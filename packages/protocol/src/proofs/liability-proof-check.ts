import { hexToBytes } from '@noble/hashes/utils.js';
import { LIABILITY_PROOF_FORMAT, type TLiabilityProof, type TLiabilityShard, type TLiabilitySnapshot } from '../schemas/liability/liability-snapshot.js';
import { ledgerUnitsOf } from './ledger-units.js';
import { liabilityProofLeaves } from './liability-proof-leaves.js';
import { SUM_TREE_NONCE_BYTES, sumLeafHash, verifySumPath, type SumNode, type SumPathFailure, type SumPathStep } from './merkle-sum.js';

/** Everything that can be wrong with a proof file, each with its own text in the app and the command line. */
export type LiabilityProofFailure = SumPathFailure | 'bad_amount' | 'bad_nonce' | 'bad_shards' | 'duplicate_shard' | 'shards_sum_mismatch';

export type LiabilityProofCheck =
  | { ok: true }
  | {
      ok: false;
      failure: LiabilityProofFailure;
      /** The path step at fault. */
      step?: number;
      /** The shard at fault, in a file of format 2. */
      shard?: number;
    };

/** Far more shards than the server makes: a file cannot ask a verifier for unbounded work. */
export const MAX_PROOF_SHARDS = 16;

class ProofFault extends Error {
  constructor(
    readonly failure: LiabilityProofFailure,
    readonly step?: number,
    readonly shard?: number,
  ) {
    super(failure);
  }
}

function bytesOf(hex: string, failure: LiabilityProofFailure, step?: number, shard?: number): Uint8Array {
  if (hex.length % 2 !== 0) throw new ProofFault(failure, step, shard);
  return hexToBytes(hex);
}

function unitsOf(amount: string, step?: number, shard?: number): bigint {
  const units = ledgerUnitsOf(amount);
  if (units === null) throw new ProofFault('bad_amount', step, shard);
  return units;
}

function nodesOf(memberId: number, { nonce: nonceHex, amount, path }: TLiabilityShard, shard: number | undefined): { leaf: SumNode; path: SumPathStep[] } {
  const nonce = bytesOf(nonceHex, 'bad_nonce', undefined, shard);
  if (nonce.length !== SUM_TREE_NONCE_BYTES) throw new ProofFault('bad_nonce', undefined, shard);
  return {
    leaf: { hash: sumLeafHash(memberId, nonce), sum: unitsOf(amount, undefined, shard) },
    path: path.map((step, index) => ({ side: step.side, node: { hash: bytesOf(step.hash, 'bad_hash', index, shard), sum: unitsOf(step.sum, index, shard) } })),
  };
}

/**
 * Whether the proof shows the member's balance counted in the snapshot's root: every leaf (a
 * shard, or in format 1 the whole balance) leads to the root, no two of them are the same leaf,
 * and together they make the balance. The same check in the browser, on the server's tests and in
 * `npm run verify -- liabilities FILE`. It proves inclusion in the root the file names; that the
 * root is the published one is for the reader to compare (the public page and call show it).
 */
export function checkLiabilityProof(proof: TLiabilityProof): LiabilityProofCheck {
  const isSharded = proof.format === LIABILITY_PROOF_FORMAT;
  const { memberId, balance, leaves } = liabilityProofLeaves(proof);
  try {
    if (leaves.length === 0 || leaves.length > MAX_PROOF_SHARDS) throw new ProofFault('bad_shards');
    const expected = unitsOf(balance);
    const root: SumNode = { hash: bytesOf(proof.snapshot.rootHash, 'bad_hash'), sum: unitsOf(proof.snapshot.totalLiabilities) };
    const places = new Set<string>();
    let counted = 0n;
    for (const [index, shard] of leaves.entries()) {
      const at = isSharded ? index : undefined;
      const { leaf, path } = nodesOf(memberId, shard, at);
      const check = verifySumPath(leaf, path, root);
      if (!check.ok) throw new ProofFault(check.failure, check.step, at);
      // A leaf's place is the sides of its path: two shards in one place would count one leaf twice.
      const place = shard.path.map((step) => step.side).join();
      if (places.has(place)) throw new ProofFault('duplicate_shard', undefined, at);
      places.add(place);
      counted += leaf.sum;
    }
    if (counted !== expected) throw new ProofFault('shards_sum_mismatch');
    return { ok: true };
  } catch (error) {
    if (!(error instanceof ProofFault)) throw error;
    return {
      ok: false,
      failure: error.failure,
      ...(error.step === undefined ? {} : { step: error.step }),
      ...(error.shard === undefined ? {} : { shard: error.shard }),
    };
  }
}

/** Whether the tree's total equals the ledger's total of member balances at the same instant, exactly. */
export function liabilitiesMatch(snapshot: Pick<TLiabilitySnapshot, 'totalLiabilities' | 'ledgerTotal'>): boolean {
  const total = ledgerUnitsOf(snapshot.totalLiabilities);
  return total !== null && total === ledgerUnitsOf(snapshot.ledgerTotal);
}
