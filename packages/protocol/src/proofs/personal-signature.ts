import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, concatBytes, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * EIP-191 personal messages (what `personal_sign` and viem's `signMessage` sign), checked with
 * @noble/curves and @noble/hashes rather than viem: the same audited code viem runs underneath, at a
 * fraction of the browser bundle, and the same in the member's browser, the CLI and the tests.
 */

/** 0x, r (32 bytes), s (32 bytes), v (1 byte): the Ethereum signature form. */
const SIGNATURE_HEX = /^0x[0-9a-fA-F]{130}$/;
/** 0x and 40 hex digits, any case (EIP-55 checksums are not judged: the key is). */
export const EVM_ADDRESS_HEX = /^0x[0-9a-fA-F]{40}$/;

/** keccak256("\x19Ethereum Signed Message:\n" ‖ length ‖ message): the hash a personal signature signs. */
export function personalMessageHash(message: string): Uint8Array {
  const body = utf8ToBytes(message);
  return keccak_256(concatBytes(utf8ToBytes(`\x19Ethereum Signed Message:\n${body.length}`), body));
}

function bigintOf(bytes: Uint8Array): bigint {
  return BigInt(`0x${bytesToHex(bytes) || '0'}`);
}

/**
 * The address (lower-case 0x hex) whose key made `signature` over the personal message, or null
 * when it is no signature at all. A high-S twin of a signature is refused, as Ethereum's own
 * `ecrecover` users do since EIP-2: one message, one signature.
 */
export function recoverPersonalSigner(message: string, signature: string): string | null {
  if (!SIGNATURE_HEX.test(signature)) return null;
  const bytes = hexToBytes(signature.slice(2).toLowerCase());
  const v = bytes[64] ?? 0;
  const recovery = v >= 27 ? v - 27 : v;
  if (recovery !== 0 && recovery !== 1) return null;
  try {
    const parsed = new secp256k1.Signature(bigintOf(bytes.subarray(0, 32)), bigintOf(bytes.subarray(32, 64)), recovery);
    if (parsed.hasHighS()) return null;
    const publicKey = parsed.recoverPublicKey(personalMessageHash(message)).toBytes(false);
    return `0x${bytesToHex(keccak_256(publicKey.subarray(1)).subarray(12))}`;
  } catch {
    // r or s out of range, or no point on the curve: not a signature.
    return null;
  }
}
