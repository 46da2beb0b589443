import { randomBelow, randomIndex, type RandomBytes } from './random-source.js';

/**
 * A member's balance is split into random shards, each its own leaf of the liabilities tree, so a
 * sibling on someone's path is a shard (or a sum of shards and padding), never a member's whole
 * balance. Two at least; a third now and then, so that no one can count on pairing shards up.
 */
export const MIN_SHARDS_PER_MEMBER = 2;
export const MAX_SHARDS_PER_MEMBER = 3;

/** How many shards one member's balance is split into this time: uniform in [MIN, MAX]. */
export function drawShardCount(randomBytes: RandomBytes): number {
  return MIN_SHARDS_PER_MEMBER + randomIndex(MAX_SHARDS_PER_MEMBER - MIN_SHARDS_PER_MEMBER + 1, randomBytes);
}

/**
 * `count` shards of `balance` (minor units) at uniformly random cut points: they sum to it exactly
 * and none is negative. When the balance has at least `count` units every shard holds at least one,
 * so no single shard is the whole balance; a smaller balance cannot be split that way, and its cuts
 * may fall on the ends (a shard of 0, another of the whole).
 */
export function splitBalance(balance: bigint, count: number, randomBytes: RandomBytes): bigint[] {
  if (balance < 0n) throw new RangeError(`a balance is never negative: ${balance}`);
  if (!Number.isSafeInteger(count) || count < 1) throw new RangeError(`not a shard count: ${count}`);
  const cuts: bigint[] = [];
  if (balance >= BigInt(count)) {
    // count - 1 distinct cuts strictly inside (0, balance): every shard at least one unit.
    const distinct = new Set<bigint>();
    while (distinct.size < count - 1) distinct.add(1n + randomBelow(balance - 1n, randomBytes));
    cuts.push(...distinct);
  } else {
    for (let cut = 1; cut < count; cut += 1) cuts.push(randomBelow(balance + 1n, randomBytes));
  }
  cuts.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const bounds = [0n, ...cuts, balance];
  return bounds.slice(1).map((bound, index) => bound - (bounds[index] ?? 0n));
}
