import fc from 'fast-check';
import { bytesToHex } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { LIABILITY_PROOF_FORMAT, type TLiabilityProof } from '../schemas/liability/liability-snapshot.js';
import { ledgerAmountOfUnits, ledgerUnitsOf } from './ledger-units.js';
import { checkLiabilityProof, liabilitiesMatch } from './liability-proof-check.js';
import { buildSumTree, sumLeafHash, sumPathOf, sumTreeRoot } from './merkle-sum.js';

/** A snapshot of three members and the proof file of the second, as the server writes it. */
function proofFile(): TLiabilityProof {
  const members = [
    { memberId: 7, nonce: new Uint8Array(32).fill(1), balance: '100.5' },
    { memberId: 8, nonce: new Uint8Array(32).fill(2), balance: '0.00000001' },
    { memberId: 9, nonce: new Uint8Array(32).fill(3), balance: '2500' },
  ];
  const levels = buildSumTree(members.map((member) => ({ hash: sumLeafHash(member.memberId, member.nonce), sum: ledgerUnitsOf(member.balance) ?? 0n })));
  const root = sumTreeRoot(levels);
  const total = ledgerAmountOfUnits(root.sum);
  return {
    format: LIABILITY_PROOF_FORMAT,
    snapshot: { id: 1, takenAt: 0, trigger: 'operator', rootHash: bytesToHex(root.hash), totalLiabilities: total, memberCount: 3, ledgerTotal: total },
    leaf: { memberId: 8, nonce: bytesToHex(new Uint8Array(32).fill(2)), balance: '0.00000001' },
    path: sumPathOf(levels, 1).map((step) => ({ side: step.side, hash: bytesToHex(step.node.hash), sum: ledgerAmountOfUnits(step.node.sum) })),
  };
}

describe('ledger units', () => {
  it('turns an amount of up to 8 decimals into minor units and back exactly', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), (units) => {
        expect(ledgerUnitsOf(ledgerAmountOfUnits(units))).toBe(units);
      }),
    );
    expect(ledgerUnitsOf('123.45')).toBe(12_345_000_000n);
    expect(ledgerAmountOfUnits(12_345_000_000n)).toBe('123.45000000');
    expect(ledgerAmountOfUnits(-1n)).toBe('-0.00000001');
  });

  it('refuses text that is not an amount of the ledger', () => {
    for (const text of ['', '1.123456789', '1e5', '0x10', ' 1', '1.', '.5']) expect(ledgerUnitsOf(text)).toBeNull();
  });
});

describe('a proof file', () => {
  it('verifies as the server writes it', () => {
    expect(checkLiabilityProof(proofFile())).toEqual({ ok: true });
  });

  it('verifies with amounts written with fewer decimals', () => {
    const proof = proofFile();
    expect(checkLiabilityProof({ ...proof, snapshot: { ...proof.snapshot, totalLiabilities: '2600.50000001' } })).toEqual({ ok: true });
  });

  it('says which part fails', () => {
    const proof = proofFile();
    const [first] = proof.path;
    if (first === undefined) throw new Error('the path has a step');
    expect(checkLiabilityProof({ ...proof, leaf: { ...proof.leaf, balance: '1.000000001' } })).toEqual({ ok: false, failure: 'bad_amount' });
    expect(checkLiabilityProof({ ...proof, leaf: { ...proof.leaf, balance: '-0.00000001' } })).toEqual({ ok: false, failure: 'negative_sum' });
    expect(checkLiabilityProof({ ...proof, leaf: { ...proof.leaf, balance: '0.00000002' } })).toEqual({ ok: false, failure: 'root_sum_mismatch' });
    expect(checkLiabilityProof({ ...proof, leaf: { ...proof.leaf, memberId: 7 } })).toEqual({ ok: false, failure: 'root_hash_mismatch' });
    expect(checkLiabilityProof({ ...proof, leaf: { ...proof.leaf, nonce: proof.leaf.nonce.slice(2) } })).toEqual({ ok: false, failure: 'bad_nonce' });
    expect(checkLiabilityProof({ ...proof, leaf: { ...proof.leaf, nonce: proof.leaf.nonce.slice(1) } })).toEqual({ ok: false, failure: 'bad_nonce' });
    expect(checkLiabilityProof({ ...proof, path: [{ ...first, hash: first.hash.slice(1) }, ...proof.path.slice(1)] })).toEqual({ ok: false, failure: 'bad_hash', step: 0 });
    expect(checkLiabilityProof({ ...proof, path: [{ ...first, sum: 'lots' }, ...proof.path.slice(1)] })).toEqual({ ok: false, failure: 'bad_amount', step: 0 });
    expect(checkLiabilityProof({ ...proof, path: [{ ...first, sum: '-100.5' }, ...proof.path.slice(1)] })).toEqual({ ok: false, failure: 'negative_sum', step: 0 });
    expect(checkLiabilityProof({ ...proof, snapshot: { ...proof.snapshot, rootHash: '00'.repeat(32) } })).toEqual({ ok: false, failure: 'root_hash_mismatch' });
  });
});

describe('the published total against the ledger', () => {
  it('matches exactly, whatever the number of decimals written', () => {
    expect(liabilitiesMatch({ totalLiabilities: '10.5', ledgerTotal: '10.50000000' })).toBe(true);
    expect(liabilitiesMatch({ totalLiabilities: '10.5', ledgerTotal: '10.50000001' })).toBe(false);
    expect(liabilitiesMatch({ totalLiabilities: 'x', ledgerTotal: 'x' })).toBe(false);
  });
});
