import { secp256k1 } from '@noble/curves/secp256k1.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { RESERVES_FORMAT, type TPublishedReserves, type TReserveEntry } from '../schemas/liability/reserves.js';
import type { TLiabilitySnapshot } from '../schemas/liability/liability-snapshot.js';
import { personalMessageHash, recoverPersonalSigner } from './personal-signature.js';
import { reserveMessage } from './reserve-message.js';
import { checkReserves } from './reserves-check.js';
import { reservesRatioOf, reservesTotalOf } from './reserves-figures.js';

/** anvil's and hardhat's first dev account: its address is known to everyone, so the recovery is checked against the world's answer. */
const DEV_KEY = hexToBytes('ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const DEV_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const OTHER_KEY = hexToBytes('59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
const OTHER_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const COLD_ADDRESS = '0x00000000000000000000000000000000000c01d0';

/** A personal_sign signature as Ethereum writes it: r ‖ s ‖ v (27 or 28). */
function personalSign(message: string, key: Uint8Array): string {
  const recovered = secp256k1.sign(personalMessageHash(message), key, { prehash: false, format: 'recovered' });
  return `0x${bytesToHex(recovered.subarray(1))}${((recovered[0] ?? 0) + 27).toString(16)}`;
}

const snapshot: TLiabilitySnapshot = { id: 7, takenAt: Date.UTC(2026, 10, 1), trigger: 'daily', rootHash: 'ab'.repeat(32), totalLiabilities: '100.00000000', memberCount: 2, ledgerTotal: '100.00000000' };

function signed(address: string, key: Uint8Array, role: TReserveEntry['role'], units: string): TReserveEntry {
  const message = reserveMessage({ snapshotId: snapshot.id, rootHash: snapshot.rootHash, network: 'ERC20', chainId: 31337, address });
  return { address, role, units, message, signature: personalSign(message, key) };
}

function reserves(entries: TReserveEntry[]): TPublishedReserves {
  const totalUnits = entries.reduce((total, entry) => total + BigInt(entry.units), 0n).toString();
  const attestations = [{ network: 'ERC20', chainId: 31337, token: '0x5FbDB2315678afecb367f032d93F642f64180aa3', decimals: 6, blockNumber: 40, blockHash: `0x${'cd'.repeat(32)}`, totalUnits, attestedAt: 0, entries }];
  const totalReserves = reservesTotalOf(attestations);
  return { format: RESERVES_FORMAT, snapshot, attestations, totalReserves, ratio: reservesRatioOf(totalReserves, snapshot.totalLiabilities) };
}

const good = () =>
  reserves([signed(DEV_ADDRESS, DEV_KEY, 'hot', '90000000'), signed(OTHER_ADDRESS, OTHER_KEY, 'deposit', '12500000'), { address: COLD_ADDRESS, role: 'cold', units: '5000000', message: '', signature: '' }]);

describe('EIP-191 signatures', () => {
  it('recovers the well-known address of the key that signed', () => {
    expect(recoverPersonalSigner('hello', personalSign('hello', DEV_KEY))).toBe(DEV_ADDRESS.toLowerCase());
  });

  it('answers no signer for text that is not a signature, and another signer for another message', () => {
    expect(recoverPersonalSigner('hello', '0x1234')).toBeNull();
    expect(recoverPersonalSigner('hello', `0x${'00'.repeat(65)}`)).toBeNull();
    expect(recoverPersonalSigner('hello!', personalSign('hello', DEV_KEY))).not.toBe(DEV_ADDRESS.toLowerCase());
  });
});

describe('checking published reserves', () => {
  it('verifies every signed address, leaves the cold address unsigned, and recomputes the total and the ratio', () => {
    const check = checkReserves(good());
    expect(check.ok).toBe(true);
    expect(check.entries.map((entry) => entry.status)).toEqual(['verified', 'verified', 'unsigned']);
    expect(check.totalReserves).toBe('107.5');
    expect(check.ratio).toBe('1.0750');
    expect(check.problems).toEqual([]);
  });

  it('names the address whose signature another key made', () => {
    const forged = good();
    const [hot, deposit, cold] = forged.attestations[0]?.entries ?? [];
    if (!hot || !deposit || !cold) throw new Error('three entries');
    const attestation = forged.attestations[0];
    if (!attestation) throw new Error('one attestation');
    attestation.entries = [{ ...hot, signature: personalSign(hot.message, OTHER_KEY) }, deposit, cold];
    const check = checkReserves(forged);
    expect(check.ok).toBe(false);
    expect(check.entries.filter((entry) => entry.status !== 'verified' && entry.status !== 'unsigned')).toEqual([expect.objectContaining({ address: DEV_ADDRESS, status: 'wrong_signer' })]);
  });

  it('refuses a signature of another snapshot, a missing signature and a changed balance', () => {
    const copy = good();
    const attestation = copy.attestations[0];
    const [hot, deposit, cold] = attestation?.entries ?? [];
    if (!attestation || !hot || !deposit || !cold) throw new Error('three entries');
    const elsewhere = reserveMessage({ snapshotId: snapshot.id - 1, rootHash: snapshot.rootHash, network: 'ERC20', chainId: 31337, address: hot.address });
    attestation.entries = [{ ...hot, message: elsewhere, signature: personalSign(elsewhere, DEV_KEY) }, { ...deposit, signature: '' }, { ...cold, units: '6000000' }];
    const check = checkReserves(copy);
    expect(check.entries.map((entry) => entry.status)).toEqual(['message_mismatch', 'missing_signature', 'unsigned']);
    expect(check.problems).toEqual([{ failure: 'network_total_mismatch', network: 'ERC20' }]);
    expect(checkReserves({ ...good(), totalReserves: '108', ratio: '1.08' }).problems).toEqual([{ failure: 'total_mismatch' }, { failure: 'ratio_mismatch' }]);
  });

  it('has no ratio before anything is attested', () => {
    const none: TPublishedReserves = { format: RESERVES_FORMAT, snapshot, attestations: [], totalReserves: null, ratio: null };
    expect(checkReserves(none)).toMatchObject({ ok: true, entries: [], totalReserves: null, ratio: null });
  });
});
