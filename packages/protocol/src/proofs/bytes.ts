import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, concatBytes, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The byte helpers every proof shares (the tick chain's Merkle tree, the balances' Merkle sum
 * tree): SHA-256 from @noble/hashes, so the server, the command line and the member's browser run
 * the same code, and hashes travel as lowercase hex.
 */

export const HASH_BYTES = 32;
/** A hash as hex: 64 lowercase hex digits. */
export const HASH_HEX = /^[0-9a-f]{64}$/;

/** Domain separation (RFC 6962): a leaf can never be taken for an inner node, nor a node for a leaf. */
const LEAF_TAG = Uint8Array.of(0x00);

export const hash = (bytes: Uint8Array): Uint8Array => sha256(bytes);
export const concat = (...parts: Uint8Array[]): Uint8Array => concatBytes(...parts);
export const utf8 = (text: string): Uint8Array => utf8ToBytes(text);
export const toHex = (bytes: Uint8Array): string => bytesToHex(bytes);

/** A hash given as hex, or null when it is not one (wrong length, not hex, upper case). */
export function hashFromHex(hex: string): Uint8Array | null {
  return HASH_HEX.test(hex) ? hexToBytes(hex) : null;
}

export function isHashHex(value: string): boolean {
  return HASH_HEX.test(value);
}

/** H(0x00 ‖ data): the hash of a leaf's canonical bytes. */
export function hashLeaf(data: Uint8Array): Uint8Array {
  return sha256(concatBytes(LEAF_TAG, data));
}

/** Byte-wise order, shorter first on a tie: how leaves are sorted into canonical order. */
export function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const length = Math.min(a.length, b.length);
  for (let index = 0; index < length; index += 1) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return a.length - b.length;
}

/** Whether two byte strings are equal (not constant-time: nothing here is secret). */
export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return compareBytes(a, b) === 0;
}
