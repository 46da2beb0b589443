import { pbkdf2Sync } from 'node:crypto';
import { HDKey } from '@scure/bip32';
import { ACCOUNT_PATH, type ChainFamily } from '../../src/chain/derive-address.js';

/** The mnemonic of Hardhat's and anvil's default accounts. */
export const HARDHAT_MNEMONIC = 'test test test test test test test test test test test junk';

/** BIP39's seed is PBKDF2-HMAC-SHA512(mnemonic, "mnemonic" + passphrase, 2048): node:crypto suffices. */
export function seedOf(mnemonic: string): Uint8Array {
  return pbkdf2Sync(mnemonic.normalize('NFKD'), 'mnemonic', 2048, 64, 'sha512');
}

/** The xpub of a mnemonic at any path (the account-level path of a family by default). */
export function xpubOf(mnemonic: string, family: ChainFamily, path: string = ACCOUNT_PATH[family]): string {
  return HDKey.fromMasterSeed(seedOf(mnemonic)).derive(path).publicExtendedKey;
}
