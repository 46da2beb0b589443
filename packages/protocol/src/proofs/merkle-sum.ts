import { concat, hash, sameBytes, utf8 } from './bytes.js';
import { siblingsOf, treeLevels, type TreeSide } from './tree-levels.js';

/**
 * A Merkle sum tree: every node carries a hash and a sum, and a parent commits to both of its
 * children's hashes AND sums. A plain Merkle sum tree that hashes only the children's hashes (or
 * only their total) lets the operator move value between the two sides of a node, and so show
 * each member a path whose sums add up while the root hides liabilities; committing to each
 * child's own sum closes that. A sum is never negative: a negative sibling is how a dishonest tree
 * would cancel a member's balance, so the verifier refuses one wherever it appears.
 *
 * Sums are whole minor units (bigint), never floats. Shared by the server (which builds the tree)
 * and the app and the command line (which check a path): pure, no I/O.
 */

/** A leaf's hash can never be taken for an inner node's, nor the reverse (a second-preimage defence). */
const LEAF_TAG = 0x00;
const NODE_TAG = 0x01;
const EMPTY_TAG = 0x02;
const PADDING_TAG = 0x03;

export const SUM_TREE_HASH_BYTES = 32;
/** Each leaf's own random nonce: without it, a member could try ids against a sibling leaf's hash. */
export const SUM_TREE_NONCE_BYTES = 32;
/** A sum is hashed as 16 big-endian bytes: anything up to 2^128 - 1 minor units. */
const SUM_BYTES = 16;
export const SUM_TREE_MAX_SUM = (1n << BigInt(SUM_BYTES * 8)) - 1n;
/** Deeper than any tree of 2^64 leaves: a longer path is refused before any hashing. */
export const SUM_TREE_MAX_PATH = 64;

export interface SumNode {
  hash: Uint8Array;
  sum: bigint;
}

/** The sibling of a node on the way up, and which side of their parent it sits on. */
export interface SumPathStep {
  side: TreeSide;
  node: SumNode;
}

/** The root of a tree with no leaves: a fixed hash, sum 0. */
export const EMPTY_SUM_ROOT: SumNode = { hash: hash(Uint8Array.of(EMPTY_TAG)), sum: 0n };

function sumBytes(sum: bigint): Uint8Array {
  if (sum < 0n || sum > SUM_TREE_MAX_SUM) throw new RangeError(`a sum must be between 0 and 2^128 - 1: ${sum}`);
  const bytes = new Uint8Array(SUM_BYTES);
  let rest = sum;
  for (let index = SUM_BYTES - 1; index >= 0; index -= 1) {
    bytes[index] = Number(rest & 0xffn);
    rest >>= 8n;
  }
  return bytes;
}

/** H(0x00 ‖ member id as decimal text ‖ nonce): the nonce has a fixed length, so the id's end is unambiguous. */
export function sumLeafHash(memberId: number, nonce: Uint8Array): Uint8Array {
  if (!Number.isSafeInteger(memberId) || memberId <= 0) throw new RangeError(`not a member id: ${memberId}`);
  if (nonce.length !== SUM_TREE_NONCE_BYTES) throw new RangeError(`a nonce is ${SUM_TREE_NONCE_BYTES} bytes`);
  return hash(concat(Uint8Array.of(LEAF_TAG), utf8(String(memberId)), nonce));
}

/**
 * H(0x03 ‖ nonce): a padding leaf, sum 0. Without its nonce it looks like any member's leaf, so the
 * padding hides how many leaves are members'; its sum of 0 is committed like any other, so padding
 * can never take anything away from the total.
 */
export function sumPaddingLeafHash(nonce: Uint8Array): Uint8Array {
  if (nonce.length !== SUM_TREE_NONCE_BYTES) throw new RangeError(`a nonce is ${SUM_TREE_NONCE_BYTES} bytes`);
  return hash(concat(Uint8Array.of(PADDING_TAG), nonce));
}

/** H(0x01 ‖ left hash ‖ left sum ‖ right hash ‖ right sum), carrying left sum + right sum. */
export function sumParent(left: SumNode, right: SumNode): SumNode {
  const sum = left.sum + right.sum;
  // Checks both children's sums (and the total) before anything is hashed.
  sumBytes(sum);
  return { hash: hash(concat(Uint8Array.of(NODE_TAG), left.hash, sumBytes(left.sum), right.hash, sumBytes(right.sum))), sum };
}

/**
 * Every level of the tree, leaves first, root last. A level of odd length passes its last node up
 * unchanged rather than pairing it with a copy of itself, which would count its sum twice.
 */
export function buildSumTree(leaves: readonly SumNode[]): SumNode[][] {
  return treeLevels(leaves, sumParent);
}

export function sumTreeRoot(levels: readonly (readonly SumNode[])[]): SumNode {
  const top = levels[levels.length - 1];
  return top?.length === 1 && top[0] !== undefined ? top[0] : EMPTY_SUM_ROOT;
}

/** The siblings from the leaf at `position` up to the root. */
export function sumPathOf(levels: readonly (readonly SumNode[])[], position: number): SumPathStep[] {
  return siblingsOf(levels, position);
}

/** What fails when a path does not prove the leaf, in the order the verifier looks. */
export type SumPathFailure = 'path_too_long' | 'bad_hash' | 'negative_sum' | 'sum_too_large' | 'root_sum_mismatch' | 'root_hash_mismatch';

export type SumPathCheck = { ok: true } | { ok: false; failure: SumPathFailure; /** the path step at fault, when it is one */ step?: number };

function failureOf(node: SumNode): SumPathFailure | null {
  if (node.hash.length !== SUM_TREE_HASH_BYTES) return 'bad_hash';
  if (node.sum < 0n) return 'negative_sum';
  if (node.sum > SUM_TREE_MAX_SUM) return 'sum_too_large';
  return null;
}

/**
 * Whether `leaf`, folded with each sibling of `path` in turn, gives `root`, hash and sum. Refuses
 * a negative or oversized sum anywhere (leaf, sibling, root) before hashing, so a sibling can never
 * cancel the member's balance out of the total.
 */
export function verifySumPath(leaf: SumNode, path: readonly SumPathStep[], root: SumNode): SumPathCheck {
  if (path.length > SUM_TREE_MAX_PATH) return { ok: false, failure: 'path_too_long' };
  const leafFailure = failureOf(leaf);
  if (leafFailure !== null) return { ok: false, failure: leafFailure };
  const rootFailure = failureOf(root);
  if (rootFailure !== null) return { ok: false, failure: rootFailure };
  let node = leaf;
  for (const [step, { side, node: sibling }] of path.entries()) {
    const failure = failureOf(sibling);
    if (failure !== null) return { ok: false, failure, step };
    if (node.sum + sibling.sum > SUM_TREE_MAX_SUM) return { ok: false, failure: 'sum_too_large', step };
    node = side === 'left' ? sumParent(sibling, node) : sumParent(node, sibling);
  }
  if (node.sum !== root.sum) return { ok: false, failure: 'root_sum_mismatch' };
  if (!sameBytes(node.hash, root.hash)) return { ok: false, failure: 'root_hash_mismatch' };
  return { ok: true };
}
