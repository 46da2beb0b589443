import { LIABILITY_PROOF_FORMAT, type TLiabilitySnapshot, type TShardedLiabilityProof } from '../schemas/liability/liability-snapshot.js';
import { toHex } from './bytes.js';
import { ledgerAmountOfUnits } from './ledger-units.js';
import { sumPathOf } from './merkle-sum.js';
import type { ShardedSumTree } from './sharded-sum-tree.js';

/**
 * A member's proof from a tree held whole in memory: what the server assembles from its stored
 * rows, for a tool (or a test) that built the tree itself. Null when the member has no shard in it.
 */
export function liabilityProofOfTree(tree: ShardedSumTree, memberId: number, snapshot: TLiabilitySnapshot): TShardedLiabilityProof | null {
  const shards = tree.shards.filter((shard) => shard.memberId === memberId).sort((a, b) => a.position - b.position);
  if (shards.length === 0) return null;
  return {
    format: LIABILITY_PROOF_FORMAT,
    snapshot,
    member: { memberId, balance: ledgerAmountOfUnits(shards.reduce((balance, shard) => balance + shard.amount, 0n)) },
    shards: shards.map((shard) => ({
      nonce: toHex(shard.nonce),
      amount: ledgerAmountOfUnits(shard.amount),
      path: sumPathOf(tree.levels, shard.position).map((step) => ({ side: step.side, hash: toHex(step.node.hash), sum: ledgerAmountOfUnits(step.node.sum) })),
    })),
  };
}
