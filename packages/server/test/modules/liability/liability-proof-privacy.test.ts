import { Decimal } from 'decimal.js';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  CODE,
  LIABILITY_PROOF_FORMAT,
  SINGLE_LEAF_LIABILITY_PROOF_FORMAT,
  ZGetLiabilityProofResponse,
  buildSumTree,
  checkLiabilityProof,
  ledgerAmountOfUnits,
  ledgerUnitsOf,
  sumLeafHash,
  sumTreeRoot,
  toHex,
  type TLiabilityProof,
  type TLiabilitySnapshot,
} from '@meridian/protocol';
import { liabilityLeaves, liabilityNodes, liabilitySnapshots } from '../../../src/db/schema/index.js';
import { verifyLiabilitiesFile } from '../../../src/cli/verify-liabilities.js';
import { readMemberLiabilities } from '../../../src/ledger/read-member-liabilities.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { newMember, type TestMember } from '../../helpers/members.js';
import { operatorCli } from '../../operator/operator-cli.js';

/** Balances no sum of random shards meets by chance: if one shows up in a proof, it is that member's balance. */
const DISTINCT_BALANCES = ['731.17', '246.42', '59.83', '907.07', '3.14'];

let t: TestApp;
let holders: { member: TestMember; balance: string }[];
let snapshot: TLiabilitySnapshot;

beforeAll(async () => {
  t = await buildTestApp();
  const operator = operatorCli(t, 'cli:finance');
  holders = [];
  for (const balance of DISTINCT_BALANCES) {
    const member = await newMember(t);
    const granted = await operator(['adjust', member.username, balance, 'test', 'funds']);
    if (!granted.ok) throw new Error(granted.text);
    holders.push({ member, balance });
  }
  const taken = await operator(['liabilities', 'snapshot']);
  if (!taken.ok) throw new Error(taken.text);
  snapshot = taken.data as TLiabilitySnapshot;
});
afterAll(async () => {
  await t.close();
});

async function proofOf(member: TestMember, payload: Record<string, unknown> = {}): Promise<TLiabilityProof> {
  const answer = await t.api.call(API.liability.getLiabilityProof, payload, { token: member.token });
  expect(answer.code, answer.msg).toBe(CODE.OK);
  const { proof } = ZGetLiabilityProofResponse.parse(answer.data);
  if (proof === null) throw new Error('the member is in the snapshot');
  return proof;
}

/** Every `sum` anywhere in a proof, whatever its format: each sibling on each path. */
function sumsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(sumsIn);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => (key === 'sum' && typeof inner === 'string' ? [inner] : sumsIn(inner)));
}

const units = (amount: string): bigint => {
  const parsed = ledgerUnitsOf(amount);
  if (parsed === null) throw new Error(`not an amount: ${amount}`);
  return parsed;
};

describe("a member's liability proof", () => {
  it("shows no other member's exact balance anywhere: every sibling is a shard, padding, or a sum of them", async () => {
    const { balances } = await readMemberLiabilities(t.db);
    for (const { member } of holders) {
      const proof = await proofOf(member);
      const others = new Set(balances.filter((other) => other.memberId !== member.id && units(other.balance) > 0n).map((other) => units(other.balance)));
      expect(others.size).toBeGreaterThanOrEqual(DISTINCT_BALANCES.length);
      const sums = sumsIn(proof);
      expect(sums.length).toBeGreaterThan(0);
      expect(sums.filter((sum) => others.has(units(sum)))).toEqual([]);
    }
  });

  it("is the member's balance as random shards, none of them the whole, each with a path to the published root", async () => {
    for (const { member, balance } of holders) {
      const proof = await proofOf(member);
      if (proof.format !== LIABILITY_PROOF_FORMAT) throw new Error('a new snapshot serves proofs of format 2');
      expect(proof.snapshot).toEqual(snapshot);
      expect(proof.member).toEqual({ memberId: member.id, balance: new Decimal(balance).toFixed(8) });
      expect(proof.shards.length).toBeGreaterThanOrEqual(2);
      expect(proof.shards.every((shard) => units(shard.amount) > 0n && units(shard.amount) < units(balance))).toBe(true);
      expect(proof.shards.reduce((total, shard) => total + units(shard.amount), 0n)).toBe(units(balance));
      // Every path is as long as the padded tree is deep: a path's length says nothing of where it is.
      expect(new Set(proof.shards.map((shard) => shard.path.length)).size).toBe(1);
      expect(checkLiabilityProof(proof)).toEqual({ ok: true });
      expect(verifyLiabilitiesFile(JSON.stringify(proof)).text).toContain(`balance ${proof.member.balance} is included in liabilities snapshot #${snapshot.id}`);
    }
  });

  it('fails once tampered: a shard changed, dropped or shown twice', async () => {
    const [holder] = holders;
    if (!holder) throw new Error('there are holders');
    const proof = await proofOf(holder.member);
    if (proof.format !== LIABILITY_PROOF_FORMAT) throw new Error('a new snapshot serves proofs of format 2');
    const [first, second] = proof.shards;
    if (!first || !second) throw new Error('a balance has two shards at least');
    const grown = { ...proof, shards: [{ ...first, amount: new Decimal(first.amount).plus('0.01').toFixed(8) }, ...proof.shards.slice(1)] };
    expect(verifyLiabilitiesFile(JSON.stringify(grown))).toEqual({ ok: false, text: "Proof FAILED: the path's sums do not add up to the snapshot's total (shard 1)." });
    const dropped = { ...proof, shards: proof.shards.slice(1) };
    expect(verifyLiabilitiesFile(JSON.stringify(dropped))).toEqual({ ok: false, text: "Proof FAILED: the shards do not add up to the member's balance." });
    const twice = { ...proof, member: { ...proof.member, balance: new Decimal(first.amount).times(2).toFixed(8) }, shards: [first, first] };
    expect(verifyLiabilitiesFile(JSON.stringify(twice))).toEqual({ ok: false, text: 'Proof FAILED: two shards are the same leaf (it would be counted twice) (shard 2).' });
    const richer = { ...proof, member: { ...proof.member, balance: new Decimal(proof.member.balance).plus(1).toFixed(8) } };
    expect(checkLiabilityProof(richer)).toEqual({ ok: false, failure: 'shards_sum_mismatch' });
  });

  it('pads the tree to a power of two, every leaf a row of its own and every shard a leaf of its member', async () => {
    const [row] = await t.db.select().from(liabilitySnapshots).where(eq(liabilitySnapshots.id, snapshot.id));
    const leafCount = row?.leafCount ?? 0;
    const shards = await t.db.select().from(liabilityLeaves).where(eq(liabilityLeaves.snapshotId, snapshot.id));
    expect(Number.isInteger(Math.log2(leafCount))).toBe(true);
    expect(leafCount).toBeGreaterThanOrEqual(Math.max(16, shards.length));
    expect(shards.length).toBeGreaterThanOrEqual(2 * snapshot.memberCount);
    const level0 = await t.db
      .select()
      .from(liabilityNodes)
      .where(and(eq(liabilityNodes.snapshotId, snapshot.id), eq(liabilityNodes.level, 0)));
    expect(level0).toHaveLength(leafCount);
    expect(level0.reduce((total, node) => total.plus(node.sum), new Decimal(0)).equals(snapshot.totalLiabilities)).toBe(true);
  });
});

describe('a snapshot taken before balances were split into shards', () => {
  it('still serves its proofs, in format 1, and they still verify', async () => {
    const { balances, ledgerTotal } = await readMemberLiabilities(t.db);
    // Written as the server wrote snapshots then: one leaf per member, no leaf count.
    const leaves = balances.map(({ memberId, balance }, position) => {
      const nonce = new Uint8Array(32).fill(position + 1);
      return { memberId, position, nonce, node: { hash: sumLeafHash(memberId, nonce), sum: units(balance) } };
    });
    const levels = buildSumTree(leaves.map((leaf) => leaf.node));
    const root = sumTreeRoot(levels);
    const [row] = await t.db
      .insert(liabilitySnapshots)
      .values({
        takenAt: new Date(),
        trigger: 'operator',
        rootHash: toHex(root.hash),
        rootSum: ledgerAmountOfUnits(root.sum),
        memberCount: leaves.length,
        ledgerTotal,
        takenBy: 'cli:before-shards',
      })
      .returning();
    if (!row) throw new Error('the snapshot row was written');
    await t.db.insert(liabilityLeaves).values(leaves.map((leaf) => ({ snapshotId: row.id, memberId: leaf.memberId, position: leaf.position, nonce: toHex(leaf.nonce) })));
    await t.db
      .insert(liabilityNodes)
      .values(levels.flatMap((nodes, level) => nodes.map((node, position) => ({ snapshotId: row.id, level, position, hash: toHex(node.hash), sum: ledgerAmountOfUnits(node.sum) }))));

    const [holder] = holders;
    if (!holder) throw new Error('there are holders');
    const proof = await proofOf(holder.member, { snapshotId: row.id });
    if (proof.format !== SINGLE_LEAF_LIABILITY_PROOF_FORMAT) throw new Error('an old snapshot serves proofs of format 1');
    expect(proof.leaf).toMatchObject({ memberId: holder.member.id, balance: new Decimal(holder.balance).toFixed(8) });
    expect(checkLiabilityProof(proof)).toEqual({ ok: true });
    expect(verifyLiabilitiesFile(JSON.stringify(proof)).ok).toBe(true);
  });
});
