import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashLeaf, toHex } from './bytes.js';
import { buildMerkleTree, isIncluded, rootFromProof, sortLeaves, type MerkleStep } from './merkle.js';

/**
 * The Merkle tree's promises, for any list of distinct leaves: every leaf's proof leads to the
 * root, and a changed leaf, proof or root never does. The expected hashes are computed with Node's
 * own SHA-256 (OpenSSL), not the library under test.
 */

const sha256 = (...parts: Uint8Array[]) => new Uint8Array(createHash('sha256').update(Buffer.concat(parts)).digest());
const bytes32 = fc.uint8Array({ minLength: 32, maxLength: 32 });
/** Distinct leaf hashes: two equal leaves would make "the other leaf's proof" meaningless. */
const leafLists = (maxLength: number) => fc.uniqueArray(bytes32, { minLength: 1, maxLength, selector: (leaf) => toHex(leaf) });

function flipBit(bytes: Uint8Array, bit: number): Uint8Array {
  const copy = Uint8Array.from(bytes);
  const index = Math.floor(bit / 8) % copy.length;
  copy[index] = (copy[index] ?? 0) ^ (1 << (bit % 8));
  return copy;
}

function flipHexBit(hex: string, bit: number): string {
  return toHex(flipBit(Uint8Array.from(Buffer.from(hex, 'hex')), bit));
}

describe('Merkle inclusion proofs', () => {
  it('lead from every leaf to the root', () => {
    fc.assert(
      fc.property(leafLists(70), (leaves) => {
        const tree = buildMerkleTree(leaves);
        const root = toHex(tree.root);
        leaves.forEach((leaf, index) => {
          const proof = tree.proof(index);
          expect(proof.length).toBeLessThanOrEqual(Math.ceil(Math.log2(leaves.length)));
          expect(isIncluded(leaf, proof, root)).toBe(true);
        });
      }),
    );
  });

  it('refuse a changed leaf', () => {
    fc.assert(
      fc.property(leafLists(40), fc.nat(), fc.nat(255), (leaves, pick, bit) => {
        const tree = buildMerkleTree(leaves);
        const index = pick % leaves.length;
        const leaf = leaves[index] ?? new Uint8Array(32);
        expect(isIncluded(flipBit(leaf, bit), tree.proof(index), toHex(tree.root))).toBe(false);
      }),
    );
  });

  it("refuse another leaf's proof", () => {
    fc.assert(
      fc.property(leafLists(40), fc.nat(), fc.nat(), (leaves, a, b) => {
        fc.pre(leaves.length > 1);
        const i = a % leaves.length;
        const j = b % leaves.length;
        fc.pre(i !== j);
        const tree = buildMerkleTree(leaves);
        expect(isIncluded(leaves[j] ?? new Uint8Array(32), tree.proof(i), toHex(tree.root))).toBe(false);
      }),
    );
  });

  it('refuse a changed step: its hash, its side, or a step left out', () => {
    fc.assert(
      fc.property(leafLists(40), fc.nat(), fc.nat(), fc.nat(255), fc.constantFrom('hash', 'side', 'drop'), (leaves, pick, stepPick, bit, change) => {
        fc.pre(leaves.length > 1);
        const tree = buildMerkleTree(leaves);
        const index = pick % leaves.length;
        const proof = tree.proof(index);
        const at = stepPick % proof.length;
        const step = proof[at];
        if (step === undefined) throw new Error('a tree of two or more leaves has a proof step for each leaf');
        const changed: MerkleStep[] =
          change === 'drop'
            ? proof.filter((_, position) => position !== at)
            : proof.map((original, position) =>
                position !== at ? original : change === 'hash' ? { ...original, hash: flipHexBit(original.hash, bit) } : { ...original, side: original.side === 'left' ? 'right' : 'left' },
              );
        expect(isIncluded(leaves[index] ?? new Uint8Array(32), changed, toHex(tree.root))).toBe(false);
      }),
    );
  });

  it('refuse a changed root', () => {
    fc.assert(
      fc.property(leafLists(40), fc.nat(), fc.nat(255), (leaves, pick, bit) => {
        const tree = buildMerkleTree(leaves);
        const index = pick % leaves.length;
        expect(isIncluded(leaves[index] ?? new Uint8Array(32), tree.proof(index), toHex(flipBit(tree.root, bit)))).toBe(false);
      }),
    );
  });

  it('refuse a step that is not a hash', () => {
    const leaves = [hashLeaf(Uint8Array.of(1)), hashLeaf(Uint8Array.of(2))];
    const tree = buildMerkleTree(leaves);
    const leaf = leaves[0] ?? new Uint8Array(32);
    expect(rootFromProof(leaf, [{ side: 'right', hash: 'zz' }])).toBeNull();
    expect(isIncluded(leaf, tree.proof(0), 'not a root')).toBe(false);
  });
});

describe('Merkle roots', () => {
  it('depend on the set of leaves only, once sorted, whatever order they came in', () => {
    fc.assert(
      fc.property(leafLists(40).chain((leaves) => fc.tuple(fc.constant(leaves), fc.shuffledSubarray(leaves, { minLength: leaves.length }))), ([leaves, shuffled]) => {
        expect(toHex(buildMerkleTree(sortLeaves(shuffled)).root)).toBe(toHex(buildMerkleTree(sortLeaves(leaves)).root));
      }),
    );
  });

  it('differ when the last leaf is repeated (no duplicate-leaf collision)', () => {
    fc.assert(
      fc.property(leafLists(40), (leaves) => {
        const last = leaves[leaves.length - 1] ?? new Uint8Array(32);
        expect(toHex(buildMerkleTree([...leaves, last]).root)).not.toBe(toHex(buildMerkleTree(leaves).root));
      }),
    );
  });

  it('are H(0x01 ‖ left ‖ right) over H(0x00 ‖ leaf), the odd one carried up', () => {
    const [a, b, c] = [Uint8Array.of(10), Uint8Array.of(20), Uint8Array.of(30)].map((data) => sha256(Uint8Array.of(0), data));
    if (!a || !b || !c) throw new Error('three leaves');
    expect(toHex(hashLeaf(Uint8Array.of(10)))).toBe(toHex(a));
    const ab = sha256(Uint8Array.of(1), a, b);
    expect(toHex(buildMerkleTree([a]).root)).toBe(toHex(a));
    expect(toHex(buildMerkleTree([a, b]).root)).toBe(toHex(ab));
    expect(toHex(buildMerkleTree([a, b, c]).root)).toBe(toHex(sha256(Uint8Array.of(1), ab, c)));
    expect(buildMerkleTree([a, b, c]).proof(2)).toEqual([{ side: 'left', hash: toHex(ab) }]);
    expect(() => buildMerkleTree([])).toThrow(RangeError);
    expect(() => buildMerkleTree([a]).proof(1)).toThrow(RangeError);
  });
});
