import { createHash } from 'node:crypto';
import { createBase58check } from '@scure/base';
import { accountId } from './evm-address.js';

/** TRON's mainnet address prefix: every base58 address then starts with T. */
const TRON_PREFIX = 0x41;
const ACCOUNT_ID_BYTES = 20;

const base58check = createBase58check((data: Uint8Array) => Uint8Array.from(createHash('sha256').update(data).digest()));

/** The base58 address of a 20-byte account id (base58check of 0x41 ‖ the id). */
export function tronAddressOfAccountId(id: Uint8Array): string {
  if (id.length !== ACCOUNT_ID_BYTES) throw new Error(`a TRON account id is ${ACCOUNT_ID_BYTES} bytes, not ${id.length}`);
  const payload = new Uint8Array(ACCOUNT_ID_BYTES + 1);
  payload[0] = TRON_PREFIX;
  payload.set(id, 1);
  return base58check.encode(payload);
}

/** A TRON address (base58check of 0x41 ‖ the Ethereum-style account id). */
export function tronAddress(compressedPublicKey: Uint8Array): string {
  return tronAddressOfAccountId(accountId(compressedPublicKey));
}

/** The 20-byte account id inside a base58 TRON address (what the chain's logs carry, in hex). */
export function accountIdOfTronAddress(text: string): Uint8Array {
  const bytes = base58check.decode(text);
  if (bytes.length !== ACCOUNT_ID_BYTES + 1 || bytes[0] !== TRON_PREFIX) throw new Error(`not a TRON address: ${text}`);
  return bytes.subarray(1);
}

/** Whether text is a well-formed TRON address (its checksum and prefix). */
export function isTronAddress(text: string): boolean {
  try {
    accountIdOfTronAddress(text);
    return true;
  } catch {
    return false;
  }
}
