import { compareBytes, concat, hash, hashFromHex, sameBytes, toHex } from './bytes.js';
import { siblingsOf, treeLevels } from './tree-levels.js';

/**
 * A plain Merkle tree over leaf hashes (bytes.ts hashLeaf), and inclusion proofs in it. Inner nodes
 * are H(0x01 ‖ left ‖ right); a node left without a partner at the end of a level is carried up
 * unchanged, never paired with itself, so two different lists of leaves cannot share a root by
 * repeating the last one (Bitcoin's CVE-2012-2459).
 */

const NODE_TAG = Uint8Array.of(0x01);

/** Which side of the path a proof step's sibling sits on. */
export const MERKLE_SIDES = ['left', 'right'] as const;
export type MerkleSide = (typeof MERKLE_SIDES)[number];

/** One step of an inclusion proof, from the leaf up: the sibling's hash (hex) and its side. */
export interface MerkleStep {
  side: MerkleSide;
  hash: string;
}

export function hashNode(left: Uint8Array, right: Uint8Array): Uint8Array {
  return hash(concat(NODE_TAG, left, right));
}

export interface MerkleTree {
  readonly root: Uint8Array;
  readonly size: number;
  /** The inclusion proof of the leaf at `index` (in the order the tree was built from). */
  proof(index: number): MerkleStep[];
}

/** The tree over `leaves` in the order given; at least one leaf. */
export function buildMerkleTree(leaves: readonly Uint8Array[]): MerkleTree {
  if (leaves.length === 0) throw new RangeError('a Merkle tree needs at least one leaf');
  const levels = treeLevels(leaves, hashNode);
  const top = levels[levels.length - 1]?.[0];
  if (top === undefined) throw new Error('a Merkle tree always has a root');
  return {
    root: top,
    size: leaves.length,
    proof(index) {
      if (!Number.isInteger(index) || index < 0 || index >= leaves.length) throw new RangeError(`no leaf ${index} among ${leaves.length}`);
      return siblingsOf(levels, index).map(({ side, node }) => ({ side, hash: toHex(node) }));
    },
  };
}

/** Leaf hashes in canonical order (ascending bytes), so a set of leaves has one root whatever order it came in. */
export function sortLeaves(leaves: readonly Uint8Array[]): Uint8Array[] {
  return [...leaves].sort(compareBytes);
}

/** The root that `leaf` and its `proof` lead to; null when a step is not a hash. */
export function rootFromProof(leaf: Uint8Array, proof: readonly MerkleStep[]): Uint8Array | null {
  let node = leaf;
  for (const step of proof) {
    const sibling = hashFromHex(step.hash);
    if (sibling === null) return null;
    node = step.side === 'left' ? hashNode(sibling, node) : hashNode(node, sibling);
  }
  return node;
}

/** Whether `proof` shows `leaf` to be one of the leaves under `root` (hex). */
export function isIncluded(leaf: Uint8Array, proof: readonly MerkleStep[], root: string): boolean {
  const expected = hashFromHex(root);
  const reached = rootFromProof(leaf, proof);
  return expected !== null && reached !== null && sameBytes(reached, expected);
}
