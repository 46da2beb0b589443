import { drawShardCount, splitBalance } from './balance-shards.js';
import { SUM_TREE_NONCE_BYTES, buildSumTree, sumLeafHash, sumPaddingLeafHash, sumTreeRoot, type SumNode } from './merkle-sum.js';
import { shuffled, type RandomBytes } from './random-source.js';

/**
 * The liabilities tree as the server builds it (docs/proof-of-liabilities.md): every member's
 * balance split into random shards, each shard a leaf H(0x00 ‖ member id ‖ its own nonce) at a
 * random place, and the rest of the leaves padding of sum 0, up to a power of two. A member's proof
 * is the paths of all their shards; a sibling on them is a shard, padding, or a sum of both, never
 * another member's whole balance.
 */

/** The smallest tree: a platform of a handful of members looks like any other small one. */
export const MIN_SUM_TREE_LEAVES = 16;

export interface MemberBalance {
  memberId: number;
  /** Minor units, never negative. */
  balance: bigint;
}

/** One shard of a member's balance, where it sits on level 0, and its leaf's nonce. */
export interface PlacedShard {
  memberId: number;
  position: number;
  nonce: Uint8Array;
  amount: bigint;
}

export interface ShardedSumTree {
  /** Leaves first, root last; every level full (the leaf count is a power of two). */
  levels: SumNode[][];
  root: SumNode;
  /** Every member's shards; every other leaf is padding. */
  shards: PlacedShard[];
}

/** Leaves for `shardCount` shards: the next power of two, at least MIN_SUM_TREE_LEAVES. */
export function paddedLeafCount(shardCount: number): number {
  let leaves = MIN_SUM_TREE_LEAVES;
  while (leaves < shardCount) leaves *= 2;
  return leaves;
}

const range = (from: number, to: number): number[] => Array.from({ length: to - from }, (_, index) => from + index);

/**
 * Where each shard goes: one of every member's shards in each half of the tree, the rest anywhere.
 * So no subtree below the root holds all of one member's shards, and no node's sum is a member's
 * balance because of where the shards went (only ever by coincidence). Each half has room: a
 * member has two shards at least, and the tree has a leaf for every shard.
 */
function placeShards(members: readonly { memberId: number; shards: readonly bigint[] }[], leafCount: number, randomBytes: RandomBytes): Omit<PlacedShard, 'nonce'>[] {
  const half = leafCount / 2;
  const left = shuffled(range(0, half), randomBytes);
  const right = shuffled(range(half, leafCount), randomBytes);
  const placed: Omit<PlacedShard, 'nonce'>[] = [];
  const rest: { memberId: number; amount: bigint }[] = [];
  const take = (slots: number[]): number => {
    const position = slots.pop();
    if (position === undefined) throw new Error('the tree has a leaf for every shard');
    return position;
  };
  for (const { memberId, shards } of members) {
    const [first, second, ...others] = shuffled(shards, randomBytes);
    if (first !== undefined) placed.push({ memberId, position: take(left), amount: first });
    if (second !== undefined) placed.push({ memberId, position: take(right), amount: second });
    rest.push(...others.map((amount) => ({ memberId, amount })));
  }
  const free = shuffled([...left, ...right], randomBytes);
  for (const shard of rest) placed.push({ ...shard, position: take(free) });
  return placed;
}

/** Splits every balance, places the shards, pads, and builds the tree: fresh randomness for every leaf. */
export function buildShardedSumTree(members: readonly MemberBalance[], randomBytes: RandomBytes): ShardedSumTree {
  const split = members.map(({ memberId, balance }) => ({ memberId, shards: splitBalance(balance, drawShardCount(randomBytes), randomBytes) }));
  const leafCount = paddedLeafCount(split.reduce((count, member) => count + member.shards.length, 0));
  const shards = placeShards(split, leafCount, randomBytes).map((shard) => ({ ...shard, nonce: randomBytes(SUM_TREE_NONCE_BYTES) }));
  const atPosition = new Map(shards.map((shard) => [shard.position, shard]));
  const leaves = range(0, leafCount).map((position): SumNode => {
    const shard = atPosition.get(position);
    return shard ? { hash: sumLeafHash(shard.memberId, shard.nonce), sum: shard.amount } : { hash: sumPaddingLeafHash(randomBytes(SUM_TREE_NONCE_BYTES)), sum: 0n };
  });
  const levels = buildSumTree(leaves);
  return { levels, root: sumTreeRoot(levels), shards };
}
