import { createHash } from 'node:crypto';
import { createBase58check } from '@scure/base';
import { accountId } from './evm-address.js';

/** TRON's mainnet address prefix: every base58 address then starts with T. */
const TRON_PREFIX = 0x41;

const base58check = createBase58check((data: Uint8Array) => Uint8Array.from(createHash('sha256').update(data).digest()));

/** A TRON address (base58check of 0x41 ‖ the Ethereum-style account id). */
export function tronAddress(compressedPublicKey: Uint8Array): string {
  const payload = new Uint8Array(21);
  payload[0] = TRON_PREFIX;
  payload.set(accountId(compressedPublicKey), 1);
  return base58check.encode(payload);
}

/** Whether text is a well-formed TRON address (its checksum and prefix). */
export function isTronAddress(text: string): boolean {
  try {
    const bytes = base58check.decode(text);
    return bytes.length === 21 && bytes[0] === TRON_PREFIX;
  } catch {
    return false;
  }
}
