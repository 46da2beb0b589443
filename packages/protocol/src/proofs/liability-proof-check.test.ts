import fc from 'fast-check';
import { bytesToHex } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { SINGLE_LEAF_LIABILITY_PROOF_FORMAT, type TShardedLiabilityProof, type TSingleLeafLiabilityProof } from '../schemas/liability/liability-snapshot.js';
import { ledgerAmountOfUnits, ledgerUnitsOf } from './ledger-units.js';
import { MAX_PROOF_SHARDS, checkLiabilityProof, liabilitiesMatch } from './liability-proof-check.js';
import { liabilityProofOfTree } from './liability-proof-of-tree.js';
import { seededRandomBytes } from './random-source.js';
import { buildShardedSumTree } from './sharded-sum-tree.js';
import { buildSumTree, sumLeafHash, sumPathOf, sumTreeRoot } from './merkle-sum.js';

/** A snapshot of three members and the proof file of the second, as the server wrote it before balances were split into shards. */
function singleLeafProofFile(): TSingleLeafLiabilityProof {
  const members = [
    { memberId: 7, nonce: new Uint8Array(32).fill(1), balance: '100.5' },
    { memberId: 8, nonce: new Uint8Array(32).fill(2), balance: '0.00000001' },
    { memberId: 9, nonce: new Uint8Array(32).fill(3), balance: '2500' },
  ];
  const levels = buildSumTree(members.map((member) => ({ hash: sumLeafHash(member.memberId, member.nonce), sum: ledgerUnitsOf(member.balance) ?? 0n })));
  const root = sumTreeRoot(levels);
  const total = ledgerAmountOfUnits(root.sum);
  return {
    format: SINGLE_LEAF_LIABILITY_PROOF_FORMAT,
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

describe('a proof file of format 1 (one leaf per member), kept from an older snapshot', () => {
  it('verifies as the server wrote it', () => {
    expect(checkLiabilityProof(singleLeafProofFile())).toEqual({ ok: true });
  });

  it('verifies with amounts written with fewer decimals', () => {
    const proof = singleLeafProofFile();
    expect(checkLiabilityProof({ ...proof, snapshot: { ...proof.snapshot, totalLiabilities: '2600.50000001' } })).toEqual({ ok: true });
  });

  it('says which part fails', () => {
    const proof = singleLeafProofFile();
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

/** A snapshot of three members, sharded as the server builds it now, and the proof file of the second. */
function shardedProofFile(): TShardedLiabilityProof {
  const members = [
    { memberId: 7, balance: ledgerUnitsOf('100.5') ?? 0n },
    { memberId: 8, balance: ledgerUnitsOf('731.17') ?? 0n },
    { memberId: 9, balance: ledgerUnitsOf('2500') ?? 0n },
  ];
  const tree = buildShardedSumTree(members, seededRandomBytes('three members'));
  const total = ledgerAmountOfUnits(tree.root.sum);
  const snapshot = { id: 2, takenAt: 0, trigger: 'operator' as const, rootHash: bytesToHex(tree.root.hash), totalLiabilities: total, memberCount: 3, ledgerTotal: total };
  const proof = liabilityProofOfTree(tree, 8, snapshot);
  if (proof === null) throw new Error('member 8 is in the tree');
  return proof;
}

describe('a proof file of format 2 (the balance as shards)', () => {
  it('verifies as the server writes it: every shard leads to the root and they add up to the balance', () => {
    const proof = shardedProofFile();
    expect(proof.shards.length).toBeGreaterThanOrEqual(2);
    expect(proof.member).toEqual({ memberId: 8, balance: '731.17000000' });
    expect(checkLiabilityProof(proof)).toEqual({ ok: true });
  });

  it('refuses a balance the shards do not add up to, and a missing shard', () => {
    const proof = shardedProofFile();
    expect(checkLiabilityProof({ ...proof, member: { ...proof.member, balance: '731.18' } })).toEqual({ ok: false, failure: 'shards_sum_mismatch' });
    expect(checkLiabilityProof({ ...proof, shards: proof.shards.slice(1) })).toEqual({ ok: false, failure: 'shards_sum_mismatch' });
  });

  it('refuses one shard shown twice: the same leaf would be counted twice', () => {
    const proof = shardedProofFile();
    const [first, ...rest] = proof.shards;
    if (first === undefined) throw new Error('the proof has shards');
    // Doubling the first shard in place of the others: each path holds, and the amounts could be made to add up.
    const doubled = { ...proof, member: { ...proof.member, balance: ledgerAmountOfUnits(2n * (ledgerUnitsOf(first.amount) ?? 0n)) }, shards: [first, first] };
    expect(rest.length).toBeGreaterThan(0);
    expect(checkLiabilityProof(doubled)).toEqual({ ok: false, failure: 'duplicate_shard', shard: 1 });
  });

  it('names the shard and the path step at fault', () => {
    const proof = shardedProofFile();
    // The last step: the other half of the tree, never all padding here (a sum of 0 made "-0" would still be 0).
    const last = (proof.shards[1]?.path.length ?? 0) - 1;
    const shards = proof.shards.map((shard, index) => (index === 1 ? { ...shard, path: shard.path.map((step, at) => (at === last ? { ...step, sum: `-${step.sum}` } : step)) } : shard));
    expect(checkLiabilityProof({ ...proof, shards })).toEqual({ ok: false, failure: 'negative_sum', step: last, shard: 1 });
    const moved = proof.shards.map((shard, index) => (index === 0 ? { ...shard, amount: ledgerAmountOfUnits((ledgerUnitsOf(shard.amount) ?? 0n) + 1n) } : shard));
    expect(checkLiabilityProof({ ...proof, shards: moved })).toEqual({ ok: false, failure: 'root_sum_mismatch', shard: 0 });
    expect(checkLiabilityProof({ ...proof, member: { ...proof.member, memberId: 7 } })).toEqual({ ok: false, failure: 'root_hash_mismatch', shard: 0 });
    const renonced = proof.shards.map((shard, index) => (index === 1 ? { ...shard, nonce: shard.nonce.slice(2) } : shard));
    expect(checkLiabilityProof({ ...proof, shards: renonced })).toEqual({ ok: false, failure: 'bad_nonce', shard: 1 });
  });

  it('refuses a file with no shard, or more than any proof has', () => {
    const proof = shardedProofFile();
    const [first] = proof.shards;
    if (first === undefined) throw new Error('the proof has shards');
    expect(checkLiabilityProof({ ...proof, shards: [] })).toEqual({ ok: false, failure: 'bad_shards' });
    expect(checkLiabilityProof({ ...proof, shards: Array.from({ length: MAX_PROOF_SHARDS + 1 }, () => first) })).toEqual({ ok: false, failure: 'bad_shards' });
  });
});

describe('the published total against the ledger', () => {
  it('matches exactly, whatever the number of decimals written', () => {
    expect(liabilitiesMatch({ totalLiabilities: '10.5', ledgerTotal: '10.50000000' })).toBe(true);
    expect(liabilitiesMatch({ totalLiabilities: '10.5', ledgerTotal: '10.50000001' })).toBe(false);
    expect(liabilitiesMatch({ totalLiabilities: 'x', ledgerTotal: 'x' })).toBe(false);
  });
});
