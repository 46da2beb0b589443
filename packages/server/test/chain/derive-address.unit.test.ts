import { createHash } from 'node:crypto';
import { createBase58check } from '@scure/base';
import { HDKey } from '@scure/bip32';
import { bytesToHex } from 'viem';
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { deriveAddress, parseXpub } from '../../src/chain/derive-address.js';
import { isTronAddress } from '../../src/chain/tron-address.js';
import { HARDHAT_MNEMONIC, seedOf, xpubOf } from '../helpers/test-xpubs.js';
const ABANDON_MNEMONIC = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

describe('BIP32 public derivation (the BIP32 test vectors)', () => {
  it('derives test vector 1’s chain m/0H/1/2H/2/1000000000 from the xpub of m/0H/1/2H/2', () => {
    const parent = parseXpub('xpub6FHa3pjLCk84BayeJxFW2SP4XRrFd1JYnxeLeU8EqN3vDfZmbqBqaGJAyiLjTAwm6ZLRQUMv1ZACTj37sR62cfN7fe5JnJ7dh8zL4fiyLHV');
    expect(parent.deriveChild(1_000_000_000).publicExtendedKey).toBe(
      'xpub6H1LXWLaKsWFhvm6RVpEL9P4KfRZSW7abD2ttkWP3SSQvnyA8FSVqNTEcYFgJS2UaFcxupHiYkro49S8yGasTvXEYBVPamhGW6cFJodrTHy',
    );
  });

  it('derives test vector 2’s chain m/0/2147483647H/1 from the xpub of m/0/2147483647H', () => {
    const parent = parseXpub('xpub6ASAVgeehLbnwdqV6UKMHVzgqAG8Gr6riv3Fxxpj8ksbH9ebxaEyBLZ85ySDhKiLDBrQSARLq1uNRts8RuJiHjaDMBU4Zn9h8LZNnBC5y4a');
    expect(parent.deriveChild(1).publicExtendedKey).toBe(
      'xpub6DF8uhdarytz3FWdA8TvFSvvAh8dP3283MY7p2V4SeE2wyWmG5mg5EwVvmdMVCQcoNJxGoWaU9DCWh89LojfZ537wTfunKau47EL2dhHKon',
    );
  });

  it('refuses an extended private key', () => {
    const xprv = HDKey.fromMasterSeed(seedOf(HARDHAT_MNEMONIC)).privateExtendedKey;
    expect(() => parseXpub(xprv)).toThrow(/private key/);
  });

  it('refuses an index outside the non-hardened range', () => {
    const xpub = parseXpub(xpubOf(HARDHAT_MNEMONIC, 'evm'));
    expect(() => deriveAddress('evm', xpub, -1)).toThrow(RangeError);
    expect(() => deriveAddress('evm', xpub, 2 ** 31)).toThrow(RangeError);
  });
});

describe('EVM deposit addresses (m/44’/60’/0’/0/i)', () => {
  it('gives the well-known test mnemonic’s first accounts, checksummed', () => {
    const xpub = parseXpub(xpubOf(HARDHAT_MNEMONIC, 'evm'));
    // Hardhat's and anvil's default accounts 0, 1 and 2.
    expect([0, 1, 2].map((i) => deriveAddress('evm', xpub, i))).toEqual([
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
    ]);
  });

  it('agrees with viem’s own derivation from the private side', () => {
    const xpub = parseXpub(xpubOf(ABANDON_MNEMONIC, 'evm'));
    expect(deriveAddress('evm', xpub, 0)).toBe('0x9858EfFD232B4033E47d90003D41EC34EcaEda94');
    for (const addressIndex of [5, 77, 1000]) {
      expect(deriveAddress('evm', xpub, addressIndex)).toBe(mnemonicToAccount(ABANDON_MNEMONIC, { addressIndex }).address);
    }
  });
});

describe('TRON deposit addresses (m/44’/195’/0’/0/i)', () => {
  it('gives the published address of the “abandon … about” mnemonic', () => {
    // TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH is m/44'/195'/0'/0/0 of this mnemonic: the address
    // LedgerHQ/app-tron's get-public-key example checks its device against, and what Ian Coleman's
    // BIP39 tool shows for TRX.
    const xpub = parseXpub(xpubOf(ABANDON_MNEMONIC, 'tron'));
    expect(deriveAddress('tron', xpub, 0)).toBe('TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH');
  });

  it('holds the account id viem computes from the private key of m/44’/195’/0’/0/i', () => {
    const xpub = parseXpub(xpubOf(ABANDON_MNEMONIC, 'tron'));
    for (const i of [1, 42]) {
      const { privateKey } = HDKey.fromMasterSeed(seedOf(ABANDON_MNEMONIC)).derive(`m/44'/195'/0'/0/${i}`);
      if (!privateKey) throw new Error('no private key');
      const fromPrivate = privateKeyToAccount(bytesToHex(privateKey)).address.slice(2).toLowerCase();
      const decoded = createBase58check((data: Uint8Array) => Uint8Array.from(createHash('sha256').update(data).digest())).decode(deriveAddress('tron', xpub, i));
      expect(Buffer.from(decoded).toString('hex')).toBe(`41${fromPrivate}`);
    }
  });

  it('writes base58check addresses with the 0x41 prefix', () => {
    const xpub = parseXpub(xpubOf(HARDHAT_MNEMONIC, 'tron'));
    const address = deriveAddress('tron', xpub, 3);
    expect(address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(isTronAddress(address)).toBe(true);
    expect(isTronAddress(`${address.slice(0, -1)}${address.endsWith('a') ? 'b' : 'a'}`)).toBe(false);
  });
});
