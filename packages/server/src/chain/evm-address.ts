import { bytesToBigInt, bytesToHex, getAddress, keccak256, numberToBytes, type Address } from 'viem';

// secp256k1's field prime: y² = x³ + 7 (mod P).
const P = 2n ** 256n - 2n ** 32n - 977n;

function modPow(base: bigint, exponent: bigint): bigint {
  let result = 1n;
  let b = base % P;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % P;
    b = (b * b) % P;
    e >>= 1n;
  }
  return result;
}

/**
 * The 64 bytes x‖y of a compressed secp256k1 public key (33 bytes: 02 or 03, then x). BIP32 keys
 * are compressed; Ethereum and TRON hash the uncompressed point. viem does not export its curve
 * and adding @noble/curves for one square root is not worth a dependency: since P ≡ 3 (mod 4),
 * √a = a^((P+1)/4). The published address vectors in the tests fail on any mistake here.
 */
function uncompressedPoint(compressed: Uint8Array): Uint8Array {
  const prefix = compressed[0];
  if (compressed.length !== 33 || (prefix !== 2 && prefix !== 3)) throw new Error('expected a 33-byte compressed public key');
  const xBytes = compressed.subarray(1);
  const ySquared = (modPow(bytesToBigInt(xBytes), 3n) + 7n) % P;
  let y = modPow(ySquared, (P + 1n) / 4n);
  if ((y * y) % P !== ySquared) throw new Error('the public key is not on secp256k1');
  // The prefix says whether y is even (02) or odd (03).
  if ((y & 1n) !== BigInt(prefix & 1)) y = P - y;
  const point = new Uint8Array(64);
  point.set(xBytes, 0);
  point.set(numberToBytes(y, { size: 32 }), 32);
  return point;
}

/** The 20-byte account id both Ethereum and TRON take from a public key: keccak256(x‖y)[12..]. */
export function accountId(compressedPublicKey: Uint8Array): Uint8Array {
  return keccak256(uncompressedPoint(compressedPublicKey), 'bytes').subarray(12);
}

/** An EVM address in its EIP-55 checksummed form. */
export function evmAddress(compressedPublicKey: Uint8Array): Address {
  return getAddress(bytesToHex(accountId(compressedPublicKey)));
}
