import { concat, hash, hashFromHex, hashLeaf, toHex, utf8 } from './bytes.js';
import { buildMerkleTree, sortLeaves, type MerkleStep } from './merkle.js';

/**
 * The price record's commitments. For each second the feed recorded, a Merkle root over that
 * second's ticks; each second's root chained to the one before: root_n = H(root_{n-1} ‖ merkle_n),
 * root_0 being 32 zero bytes. A published root therefore fixes every tick recorded up to it: a
 * changed tick, a dropped second or a rewritten past gives other roots from there on.
 */

/** A recorded tick as committed: the pair, the second (epoch ms, whole), the price. */
export interface CommittedTick {
  allname: string;
  at: number;
  price: string;
}

/** The root before the first: 32 zero bytes. */
export const CHAIN_GENESIS = '0'.repeat(64);

const PLAIN_DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/**
 * A price in one spelling only: no sign or exponent, no leading zeros, no trailing zeros after the
 * point (`0065000.50` → `65000.5`). Null for anything that is not a non-negative plain decimal.
 */
export function canonicalPrice(price: string): string | null {
  const match = PLAIN_DECIMAL.exec(price);
  if (!match) return null;
  const whole = (match[1] ?? '').replace(/^0+(?=\d)/, '');
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  return fraction === '' ? whole : `${whole}.${fraction}`;
}

/** Each pair's length byte and UTF-8 name, made once: a check of a week's record encodes 12 million ticks. */
const namePrefixes = new Map<string, Uint8Array | null>();
function namePrefix(allname: string): Uint8Array | null {
  let prefix = namePrefixes.get(allname);
  if (prefix === undefined) {
    const name = utf8(allname);
    prefix = name.length === 0 || name.length > 255 ? null : concat(Uint8Array.of(name.length), name);
    // A pair is a handful of names; a bound keeps a caller feeding arbitrary names from growing it.
    if (namePrefixes.size < 1000) namePrefixes.set(allname, prefix);
  }
  return prefix;
}

/**
 * A tick's canonical bytes: the pair's length (one byte) and UTF-8 name, the epoch second as an
 * 8-byte big-endian integer, then the canonical price in UTF-8. Null when the tick cannot be
 * committed (a name over 255 bytes, a time that is not a whole second, a price that is not a
 * plain decimal), which a verifier reports as not matching.
 */
export function encodeTickLeaf(tick: CommittedTick): Uint8Array | null {
  const prefix = namePrefix(tick.allname);
  const price = canonicalPrice(tick.price);
  if (prefix === null || price === null || !Number.isSafeInteger(tick.at) || tick.at < 0 || tick.at % 1000 !== 0) return null;
  const priceBytes = utf8(price);
  const bytes = new Uint8Array(prefix.length + 8 + priceBytes.length);
  bytes.set(prefix, 0);
  const second = tick.at / 1000;
  const view = new DataView(bytes.buffer, prefix.length, 8);
  view.setUint32(0, Math.floor(second / 2 ** 32));
  view.setUint32(4, second >>> 0);
  bytes.set(priceBytes, prefix.length + 8);
  return bytes;
}

/** H(0x00 ‖ canonical bytes) of a tick; null when it cannot be committed (see encodeTickLeaf). */
export function tickLeafHash(tick: CommittedTick): Uint8Array | null {
  const encoded = encodeTickLeaf(tick);
  return encoded === null ? null : hashLeaf(encoded);
}

function requireLeaf(tick: CommittedTick): Uint8Array {
  const leaf = tickLeafHash(tick);
  if (leaf === null) throw new RangeError(`tick ${tick.allname} @ ${tick.at} (${tick.price}) cannot be committed`);
  return leaf;
}

/** The Merkle tree of one commitment's ticks, leaves in canonical order (ascending leaf hash). */
export interface TickTree {
  /** The Merkle root, hex. */
  readonly merkle: string;
  readonly size: number;
  /** The inclusion proof of `tick`, or null when it is not one of the tree's ticks. */
  proofOf(tick: CommittedTick): MerkleStep[] | null;
}

/** The tree over `ticks` (at least one, each committable: throws otherwise). */
export function buildTickTree(ticks: readonly CommittedTick[]): TickTree {
  const leaves = sortLeaves(ticks.map(requireLeaf));
  const tree = buildMerkleTree(leaves);
  const indexOf = new Map(leaves.map((leaf, index) => [toHex(leaf), index] as const));
  return {
    merkle: toHex(tree.root),
    size: tree.size,
    proofOf(tick) {
      const leaf = tickLeafHash(tick);
      const index = leaf === null ? undefined : indexOf.get(toHex(leaf));
      return index === undefined ? null : tree.proof(index);
    },
  };
}

/** The Merkle root (hex) over `ticks` alone, without the proofs' index: what the chain check recomputes for every second. */
export function tickMerkleRoot(ticks: readonly CommittedTick[]): string {
  return toHex(buildMerkleTree(sortLeaves(ticks.map(requireLeaf))).root);
}

/** root_n = H(root_{n-1} ‖ merkle_n), hex; null when either is not a hash. */
export function chainRoot(previousRoot: string, merkle: string): string | null {
  const previous = hashFromHex(previousRoot);
  const own = hashFromHex(merkle);
  return previous === null || own === null ? null : toHex(hash(concat(previous, own)));
}
