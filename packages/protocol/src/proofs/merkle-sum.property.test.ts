import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_SUM_ROOT,
  SUM_TREE_MAX_SUM,
  buildSumTree,
  sumLeafHash,
  sumParent,
  sumPathOf,
  sumTreeRoot,
  verifySumPath,
  type SumNode,
  type SumPathStep,
} from './merkle-sum.js';

/** A member of a snapshot: their id, their leaf's nonce and their balance in minor units. */
interface Member {
  memberId: number;
  nonce: Uint8Array;
  balance: bigint;
}

const arbBalance = fc.bigInt({ min: 0n, max: 10n ** 20n });
const arbMembers = fc.uniqueArray(
  fc.record({ memberId: fc.integer({ min: 1, max: 2 ** 31 }), nonce: fc.uint8Array({ minLength: 32, maxLength: 32 }), balance: arbBalance }),
  { minLength: 1, maxLength: 70, selector: (member) => member.memberId },
);

function leafOf(member: Member): SumNode {
  return { hash: sumLeafHash(member.memberId, member.nonce), sum: member.balance };
}

function treeOf(members: readonly Member[]) {
  const levels = buildSumTree(members.map(leafOf));
  return { levels, root: sumTreeRoot(levels) };
}

/** A tree, one of its leaves, and that leaf's path. */
const arbProof = arbMembers.chain((members) =>
  fc.nat({ max: members.length - 1 }).map((position) => {
    const { levels, root } = treeOf(members);
    const member = members[position];
    if (member === undefined) throw new Error('position is inside the list');
    return { members, member, leaf: leafOf(member), path: sumPathOf(levels, position), root };
  }),
);

const flipBit = (bytes: Uint8Array, bit: number): Uint8Array => {
  const copy = Uint8Array.from(bytes);
  const index = Math.floor(bit / 8) % copy.length;
  copy[index] = (copy[index] ?? 0) ^ (1 << bit % 8);
  return copy;
};

const withStep = (path: readonly SumPathStep[], index: number, node: SumNode): SumPathStep[] =>
  path.map((step, at) => (at === index ? { side: step.side, node } : step));

describe('the Merkle sum tree', () => {
  it('has the total of every balance at its root, and every leaf verifies against it', () => {
    fc.assert(
      fc.property(arbMembers, (members) => {
        const { levels, root } = treeOf(members);
        expect(root.sum).toBe(members.reduce((total, member) => total + member.balance, 0n));
        members.forEach((member, position) => {
          expect(verifySumPath(leafOf(member), sumPathOf(levels, position), root)).toEqual({ ok: true });
        });
      }),
      { numRuns: 60 },
    );
  });

  it('keeps each path no longer than the tree is deep', () => {
    fc.assert(
      fc.property(arbProof, ({ members, path }) => {
        expect(path.length).toBeLessThanOrEqual(Math.ceil(Math.log2(members.length)));
      }),
    );
  });

  it('rejects a leaf whose balance was changed', () => {
    fc.assert(
      fc.property(arbProof, fc.bigInt({ min: 1n, max: 10n ** 12n }), fc.boolean(), ({ leaf, path, root }, change, up) => {
        const balance = up ? leaf.sum + change : leaf.sum - change;
        fc.pre(balance >= 0n);
        expect(verifySumPath({ hash: leaf.hash, sum: balance }, path, root).ok).toBe(false);
      }),
    );
  });

  it('rejects a leaf of another member id or another nonce', () => {
    fc.assert(
      fc.property(arbProof, fc.nat({ max: 255 }), ({ member, path, root }, bit) => {
        const otherId = { hash: sumLeafHash(member.memberId + 1, member.nonce), sum: member.balance };
        const otherNonce = { hash: sumLeafHash(member.memberId, flipBit(member.nonce, bit)), sum: member.balance };
        expect(verifySumPath(otherId, path, root)).toEqual({ ok: false, failure: 'root_hash_mismatch' });
        expect(verifySumPath(otherNonce, path, root)).toEqual({ ok: false, failure: 'root_hash_mismatch' });
      }),
    );
  });

  it('rejects a path whose sibling sum was changed, even when the root sum is changed to match', () => {
    fc.assert(
      fc.property(arbProof, fc.nat(), fc.bigInt({ min: 1n, max: 10n ** 12n }), ({ leaf, path, root }, pick, change) => {
        fc.pre(path.length > 0);
        const index = pick % path.length;
        const step = path[index];
        if (step === undefined) throw new Error('index is inside the path');
        const tampered = withStep(path, index, { hash: step.node.hash, sum: step.node.sum + change });
        expect(verifySumPath(leaf, tampered, root)).toEqual({ ok: false, failure: 'root_sum_mismatch' });
        // The flaw of a plain sum tree: the sums add up again, but each parent committed to its children's sums.
        expect(verifySumPath(leaf, tampered, { hash: root.hash, sum: root.sum + change })).toEqual({ ok: false, failure: 'root_hash_mismatch' });
      }),
    );
  });

  it('rejects a path whose sibling hash was changed, or whose sides were swapped', () => {
    fc.assert(
      fc.property(arbProof, fc.nat(), fc.nat({ max: 255 }), ({ leaf, path, root }, pick, bit) => {
        fc.pre(path.length > 0);
        const index = pick % path.length;
        const step = path[index];
        if (step === undefined) throw new Error('index is inside the path');
        expect(verifySumPath(leaf, withStep(path, index, { hash: flipBit(step.node.hash, bit), sum: step.node.sum }), root)).toEqual({
          ok: false,
          failure: 'root_hash_mismatch',
        });
        const swapped = path.map((each, at) => (at === index ? { side: each.side === 'left' ? ('right' as const) : ('left' as const), node: each.node } : each));
        expect(verifySumPath(leaf, swapped, root).ok).toBe(false);
      }),
    );
  });

  it('rejects a changed root hash or root sum', () => {
    fc.assert(
      fc.property(arbProof, fc.nat({ max: 255 }), fc.bigInt({ min: 1n, max: 10n ** 12n }), ({ leaf, path, root }, bit, change) => {
        expect(verifySumPath(leaf, path, { hash: flipBit(root.hash, bit), sum: root.sum })).toEqual({ ok: false, failure: 'root_hash_mismatch' });
        expect(verifySumPath(leaf, path, { hash: root.hash, sum: root.sum + change })).toEqual({ ok: false, failure: 'root_sum_mismatch' });
      }),
    );
  });

  it('rejects a negative sum anywhere on the path, and never hashes it', () => {
    fc.assert(
      fc.property(arbProof, fc.nat(), fc.bigInt({ min: 1n, max: 10n ** 12n }), ({ leaf, path, root }, pick, amount) => {
        expect(verifySumPath({ hash: leaf.hash, sum: -amount }, path, root)).toEqual({ ok: false, failure: 'negative_sum' });
        expect(verifySumPath(leaf, path, { hash: root.hash, sum: -amount })).toEqual({ ok: false, failure: 'negative_sum' });
        fc.pre(path.length > 0);
        const index = pick % path.length;
        const step = path[index];
        if (step === undefined) throw new Error('index is inside the path');
        expect(verifySumPath(leaf, withStep(path, index, { hash: step.node.hash, sum: -amount }), root)).toEqual({ ok: false, failure: 'negative_sum', step: index });
      }),
    );
  });

  it('refuses the dishonest tree that hides a balance behind a negative leaf', () => {
    fc.assert(
      fc.property(arbMembers, (members) => {
        const honest = members.map(leafOf);
        const hidden = members[0]?.balance ?? 0n;
        fc.pre(hidden > 0n);
        // A fake leaf of -balance beside the member cancels them out of the total.
        const fake: SumNode = { hash: sumLeafHash(999_999_999, new Uint8Array(32)), sum: -hidden };
        const [first] = honest;
        if (first === undefined) throw new Error('members is not empty');
        expect(() => sumParent(first, fake)).toThrow(RangeError);
        const cancelled = { hash: new Uint8Array(32), sum: 0n };
        expect(verifySumPath(first, [{ side: 'right', node: fake }], cancelled)).toEqual({ ok: false, failure: 'negative_sum', step: 0 });
      }),
    );
  });

  it('refuses a sum above 2^128 - 1 and a hash of the wrong length', () => {
    fc.assert(
      fc.property(arbProof, ({ leaf, path, root }) => {
        expect(verifySumPath({ hash: leaf.hash, sum: SUM_TREE_MAX_SUM + 1n }, path, root)).toEqual({ ok: false, failure: 'sum_too_large' });
        expect(verifySumPath({ hash: leaf.hash.slice(1), sum: leaf.sum }, path, root)).toEqual({ ok: false, failure: 'bad_hash' });
      }),
    );
  });

  it('has a fixed empty root', () => {
    expect(sumTreeRoot(buildSumTree([]))).toEqual(EMPTY_SUM_ROOT);
    expect(EMPTY_SUM_ROOT.sum).toBe(0n);
  });
});
