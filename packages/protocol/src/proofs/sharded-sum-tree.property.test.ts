import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TLiabilitySnapshot } from '../schemas/liability/liability-snapshot.js';
import { MAX_SHARDS_PER_MEMBER, MIN_SHARDS_PER_MEMBER } from './balance-shards.js';
import { toHex } from './bytes.js';
import { ledgerAmountOfUnits, ledgerUnitsOf } from './ledger-units.js';
import { checkLiabilityProof } from './liability-proof-check.js';
import { liabilityProofOfTree } from './liability-proof-of-tree.js';
import { seededRandomBytes } from './random-source.js';
import { MIN_SUM_TREE_LEAVES, buildShardedSumTree, paddedLeafCount, type MemberBalance, type ShardedSumTree } from './sharded-sum-tree.js';

/** Balances far apart from each other and from small numbers, so an equal sum is never a coincidence. */
const arbMembers = fc.uniqueArray(fc.record({ memberId: fc.integer({ min: 1, max: 2 ** 31 }), balance: fc.bigInt({ min: 10n ** 12n, max: 10n ** 20n }) }), {
  minLength: 1,
  maxLength: 40,
  selector: (member) => member.memberId,
});
const arbSeed = fc.string({ minLength: 1, maxLength: 12 });

function snapshotOf(tree: ShardedSumTree, members: readonly MemberBalance[]): TLiabilitySnapshot {
  const total = ledgerAmountOfUnits(tree.root.sum);
  return { id: 1, takenAt: 0, trigger: 'operator', rootHash: toHex(tree.root.hash), totalLiabilities: total, memberCount: members.length, ledgerTotal: total };
}

describe('the sharded liabilities tree', () => {
  it('has every balance in its root, padding to a power of two, and full levels', () => {
    fc.assert(
      fc.property(arbMembers, arbSeed, (members, seed) => {
        const tree = buildShardedSumTree(members, seededRandomBytes(seed));
        expect(tree.root.sum).toBe(members.reduce((total, member) => total + member.balance, 0n));
        const width = tree.levels[0]?.length ?? 0;
        expect(width).toBe(paddedLeafCount(tree.shards.length));
        expect(width).toBeGreaterThanOrEqual(Math.max(MIN_SUM_TREE_LEAVES, tree.shards.length));
        expect(Number.isInteger(Math.log2(width))).toBe(true);
        expect(tree.levels.map((level) => level.length)).toEqual(tree.levels.map((_, depth) => width >> depth));
        expect(new Set(tree.shards.map((shard) => shard.position)).size).toBe(tree.shards.length);
      }),
      { numRuns: 40 },
    );
  });

  it("splits each balance into 2 or 3 shards, with one in each half of the tree, adding up to it exactly", () => {
    fc.assert(
      fc.property(arbMembers, arbSeed, (members, seed) => {
        const tree = buildShardedSumTree(members, seededRandomBytes(seed));
        const half = (tree.levels[0]?.length ?? 0) / 2;
        for (const member of members) {
          const shards = tree.shards.filter((shard) => shard.memberId === member.memberId);
          expect(shards.length).toBeGreaterThanOrEqual(MIN_SHARDS_PER_MEMBER);
          expect(shards.length).toBeLessThanOrEqual(MAX_SHARDS_PER_MEMBER);
          expect(shards.reduce((total, shard) => total + shard.amount, 0n)).toBe(member.balance);
          expect(shards.some((shard) => shard.position < half) && shards.some((shard) => shard.position >= half)).toBe(true);
        }
      }),
      { numRuns: 40 },
    );
  });

  it("gives every member a proof that verifies, and shows no other member's balance anywhere in it", () => {
    fc.assert(
      fc.property(arbMembers, arbSeed, (members, seed) => {
        const tree = buildShardedSumTree(members, seededRandomBytes(seed));
        const snapshot = snapshotOf(tree, members);
        for (const member of members) {
          const proof = liabilityProofOfTree(tree, member.memberId, snapshot);
          if (proof === null) throw new Error('every member has shards');
          expect(checkLiabilityProof(proof)).toEqual({ ok: true });
          expect(ledgerUnitsOf(proof.member.balance)).toBe(member.balance);
          const others = new Set(members.filter((other) => other !== member).map((other) => other.balance));
          const seen = proof.shards.flatMap((shard) => shard.path.map((step) => ledgerUnitsOf(step.sum)));
          expect(seen.filter((sum) => sum !== null && others.has(sum))).toEqual([]);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('pads even an empty platform, and has no proof for a member who is not in it', () => {
    const tree = buildShardedSumTree([], seededRandomBytes('empty'));
    expect(tree.levels[0]).toHaveLength(MIN_SUM_TREE_LEAVES);
    expect(tree.root.sum).toBe(0n);
    expect(liabilityProofOfTree(tree, 1, snapshotOf(tree, []))).toBeNull();
  });

  it('looks different every time, for the same balances', () => {
    const members = [{ memberId: 1, balance: 5_000n }, { memberId: 2, balance: 7_000n }];
    const roots = new Set(['a', 'b', 'c'].map((seed) => toHex(buildShardedSumTree(members, seededRandomBytes(seed)).root.hash)));
    expect(roots.size).toBe(3);
  });
});
