import { SINGLE_LEAF_LIABILITY_PROOF_FORMAT, type TLiabilityProof, type TLiabilityShard } from '../schemas/liability/liability-snapshot.js';

/** A proof file of either format seen the same way: the member, their balance, and their leaves with their paths. */
export interface LiabilityProofLeaves {
  memberId: number;
  balance: string;
  /** Format 1 has one leaf holding the whole balance; format 2, one per shard. */
  leaves: TLiabilityShard[];
}

export function liabilityProofLeaves(proof: TLiabilityProof): LiabilityProofLeaves {
  if (proof.format === SINGLE_LEAF_LIABILITY_PROOF_FORMAT) {
    const { memberId, nonce, balance } = proof.leaf;
    return { memberId, balance, leaves: [{ nonce, amount: balance, path: proof.path }] };
  }
  return { ...proof.member, leaves: proof.shards };
}
