import { HDKey } from '@scure/bip32';
import { evmAddress } from './evm-address.js';
import { tronAddress } from './tron-address.js';

/** How a network spells an address: EVM networks (ERC-20) or TRON (TRC-20). */
export type ChainFamily = 'evm' | 'tron';

/**
 * The account-level path of each family whose xpub is configured: the server holds the public key
 * of `m/44'/60'/0'/0` (EVM) or `m/44'/195'/0'/0` (TRON) and derives the member's child `i` from it,
 * so a deposit address is `…/0/i` and no private key is needed here. Hardened steps cannot be
 * derived from a public key, which is why the configured key is this deep.
 */
export const ACCOUNT_PATH: Readonly<Record<ChainFamily, string>> = {
  evm: "m/44'/60'/0'/0",
  tron: "m/44'/195'/0'/0",
};

/** Non-hardened children only: 0 … 2³¹−1. */
const MAX_DERIVATION_INDEX = 0x7fffffff;

/** Reads an extended public key; refuses a private one, so a private key never sits in memory by mistake. */
export function parseXpub(xpub: string): HDKey {
  const key = HDKey.fromExtendedKey(xpub);
  if (key.privateKey) throw new Error('an extended private key was given where an extended public key (xpub) is expected');
  return key;
}

/** The deposit address of child `index` of the account-level xpub. */
export function deriveAddress(family: ChainFamily, xpub: HDKey, index: number): string {
  if (!Number.isInteger(index) || index < 0 || index > MAX_DERIVATION_INDEX) throw new RangeError(`derivation index out of range: ${index}`);
  const { publicKey } = xpub.deriveChild(index);
  if (!publicKey) throw new Error('derived key has no public key');
  return family === 'evm' ? evmAddress(publicKey) : tronAddress(publicKey);
}
