import { HDKey } from '@scure/bip32';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_PATH, deriveAddress, parseXpub } from '../../../src/chain/derive-address.js';
import { signerKeys } from '../../../src/chain/signer/hot-wallet.js';

const SEED = Uint8Array.from(Buffer.from('11'.repeat(32), 'hex'));

describe('signerKeys', () => {
  it('signs for the deposit addresses the API server derives from the xpub alone', () => {
    const keys = signerKeys(SEED);
    const xpub = parseXpub(HDKey.fromMasterSeed(SEED).derive(ACCOUNT_PATH.evm).publicExtendedKey);
    for (const index of [0, 1, 7, 4096]) expect(keys.deposit(index).address).toBe(deriveAddress('evm', xpub, index));
  });

  it('keeps the hot, fee and deposit keys apart', () => {
    const keys = signerKeys(SEED);
    const addresses = [keys.hot.address, keys.fee.address, keys.deposit(0).address, keys.deposit(1).address];
    expect(new Set(addresses).size).toBe(addresses.length);
  });
});
