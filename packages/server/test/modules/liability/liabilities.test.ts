import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Decimal } from 'decimal.js';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  API,
  CODE,
  LIABILITY_PROOF_FORMAT,
  ZGetLiabilityProofResponse,
  ZGetLiabilitySnapshotResponse,
  ZLiabilityPathStep,
  checkLiabilityProof,
  liabilitiesMatch,
  type TLiabilityProof,
  type TLiabilitySnapshot,
  type TShardedLiabilityProof,
} from '@meridian/protocol';
import { ledgerAccounts, liabilityLeaves, liabilityNodes, liabilitySnapshots, members } from '../../../src/db/schema/index.js';
import { runVerifyLiabilities, verifyLiabilitiesFile } from '../../../src/cli/verify-liabilities.js';
import { readMemberBalance } from '../../../src/ledger/read-member-balance.js';
import { mayRun } from '../../../src/operator/role-matrix.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { newMember, type TestMember } from '../../helpers/members.js';
import { operatorCli } from '../../operator/operator-cli.js';
import { pendingWithdrawal, readyToWithdraw } from '../../operator/money-orders.js';

let t: TestApp;
let operator: ReturnType<typeof operatorCli>;
let saver: TestMember;
let spender: TestMember;
let files: string;

beforeAll(async () => {
  t = await buildTestApp();
  operator = operatorCli(t, 'cli:finance');
  files = mkdtempSync(path.join(tmpdir(), 'meridian-liabilities-'));
  saver = await newMember(t);
  spender = await newMember(t);
  // 300 in all for the saver, 120 of it frozen by a withdrawal waiting for review.
  await pendingWithdrawal(t, saver, await readyToWithdraw(t, saver, '300.00'), '120.00');
  const granted = await operator(['adjust', spender.username, '45.25', 'test', 'funds']);
  if (!granted.ok) throw new Error(granted.text);
});
afterAll(async () => {
  rmSync(files, { recursive: true, force: true });
  await t.close();
});

async function snapshotNow(): Promise<TLiabilitySnapshot> {
  const outcome = await operator(['liabilities', 'snapshot']);
  expect(outcome.ok, outcome.text).toBe(true);
  return outcome.data as TLiabilitySnapshot;
}

async function proofOf(member: TestMember, payload: Record<string, unknown> = {}) {
  const answer = await t.api.call(API.liability.getLiabilityProof, payload, { token: member.token });
  expect(answer.code, answer.msg).toBe(CODE.OK);
  return ZGetLiabilityProofResponse.parse(answer.data);
}

/** A proof from a snapshot taken now: the balance as shards (format 2). */
function sharded(proof: TLiabilityProof | null): TShardedLiabilityProof {
  if (proof?.format !== LIABILITY_PROOF_FORMAT) throw new Error('a snapshot taken now serves proofs of format 2');
  return proof;
}

/** What the ledger's accounts say the platform owes its members, read apart from the snapshot code. */
async function memberAccountsTotal(): Promise<Decimal> {
  const rows = await t.db.select({ balance: ledgerAccounts.balance }).from(ledgerAccounts).where(inArray(ledgerAccounts.kind, ['member_available', 'member_held']));
  return rows.reduce((total, row) => total.plus(row.balance), new Decimal(0));
}

describe('a snapshot taken by the operator command', () => {
  it('counts every member at the ledger total, finance may take it, and it is audited', async () => {
    const snapshot = await snapshotNow();
    expect(snapshot.trigger).toBe('operator');
    expect(new Decimal(snapshot.totalLiabilities).equals(await memberAccountsTotal())).toBe(true);
    expect(new Decimal(snapshot.ledgerTotal).equals(await memberAccountsTotal())).toBe(true);
    expect(liabilitiesMatch(snapshot)).toBe(true);
    expect(snapshot.memberCount).toBe(await t.db.$count(members));
    expect(snapshot.rootHash).toMatch(/^[0-9a-f]{64}$/);
    const [row] = await t.db.select().from(liabilitySnapshots).where(eq(liabilitySnapshots.id, snapshot.id));
    expect(row).toMatchObject({ takenBy: 'cli:finance', trigger: 'operator', dailyFor: null });
    expect(mayRun('finance', 'liabilities-snapshot')).toBe(true);
    expect(mayRun('support', 'liabilities-snapshot')).toBe(false);
    expect(mayRun('content', 'liabilities-snapshot')).toBe(false);
  });

  it('stores a tree whose every node is the sum of its children, none negative, with two or three shards a member', async () => {
    const snapshot = await snapshotNow();
    const nodes = await t.db.select().from(liabilityNodes).where(eq(liabilityNodes.snapshotId, snapshot.id));
    const leaves = nodes.filter((node) => node.level === 0);
    const shards = await t.db.select().from(liabilityLeaves).where(eq(liabilityLeaves.snapshotId, snapshot.id));
    const counts = new Map<number, number>();
    for (const shard of shards) counts.set(shard.memberId, (counts.get(shard.memberId) ?? 0) + 1);
    const shardsPerMember = [...counts.values()];
    expect(shardsPerMember).toHaveLength(snapshot.memberCount);
    expect(shardsPerMember.every((count) => count >= 2 && count <= 3)).toBe(true);
    // Padded with leaves of sum 0 to a power of two: the width says only roughly how many members there are.
    expect(Number.isInteger(Math.log2(leaves.length))).toBe(true);
    expect(leaves.length).toBeGreaterThanOrEqual(shards.length);
    expect(leaves.reduce((total, node) => total.plus(node.sum), new Decimal(0)).equals(snapshot.totalLiabilities)).toBe(true);
    expect(nodes.every((node) => new Decimal(node.sum).gte(0))).toBe(true);
    const top = Math.max(...nodes.map((node) => node.level));
    expect(nodes.filter((node) => node.level === top)).toEqual([expect.objectContaining({ hash: snapshot.rootHash })]);
  });

  it('says "not matched" when the accounts no longer carry the sum of their postings, and the command fails', async () => {
    const [account] = await t.db
      .select()
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.memberId, spender.id), eq(ledgerAccounts.kind, 'member_available')));
    if (!account) throw new Error('the spender has an available account');
    await t.db.update(ledgerAccounts).set({ balance: new Decimal(account.balance).plus('0.01').toFixed(8) }).where(eq(ledgerAccounts.id, account.id));
    try {
      const outcome = await operator(['liabilities', 'snapshot']);
      expect(outcome.ok).toBe(false);
      expect(outcome.text).toContain("DOES NOT equal the ledger's member total");
      const snapshot = outcome.data as TLiabilitySnapshot;
      // The tree counts the postings (the truth); the accounts' cached balances are 0.01 more.
      expect(new Decimal(snapshot.ledgerTotal).minus(snapshot.totalLiabilities).toFixed(2)).toBe('0.01');
      const published = ZGetLiabilitySnapshotResponse.parse((await t.api.call(API.liability.getLiabilitySnapshot, {})).data);
      expect(published.snapshot?.id).toBe(snapshot.id);
      expect(published.snapshot && liabilitiesMatch(published.snapshot)).toBe(false);
    } finally {
      await t.db.update(ledgerAccounts).set({ balance: account.balance }).where(eq(ledgerAccounts.id, account.id));
    }
  });
});

describe('the public snapshot', () => {
  it('is read without signing in: time, root, total, member count and the ledger total', async () => {
    const snapshot = await snapshotNow();
    const answer = await t.api.call(API.liability.getLiabilitySnapshot, {});
    expect(answer.code).toBe(CODE.OK);
    expect(z.strictObject(ZGetLiabilitySnapshotResponse.shape).parse(answer.data).snapshot).toEqual(snapshot);
    const older = await t.api.call(API.liability.getLiabilitySnapshot, { snapshotId: snapshot.id - 1 });
    expect(older.code).toBe(CODE.OK);
    expect(ZGetLiabilitySnapshotResponse.parse(older.data).snapshot?.id).toBe(snapshot.id - 1);
  });

  it('refuses an unknown or malformed snapshot number with a clear message', async () => {
    const unknown = await t.api.call(API.liability.getLiabilitySnapshot, { snapshotId: 999_999 });
    expect(unknown.code).toBe(CODE.NOT_FOUND);
    expect(unknown.msg).toBe('There is no proof-of-liabilities snapshot with this number.');
    const malformed = await t.api.call(API.liability.getLiabilitySnapshot, { snapshotId: 'latest' });
    expect(malformed).toMatchObject({ code: CODE.INVALID_PARAMS, data: { fields: ['snapshotId'] } });
  });
});

describe("a member's proof", () => {
  let snapshot: TLiabilitySnapshot;
  let proof: TShardedLiabilityProof;
  beforeAll(async () => {
    snapshot = await snapshotNow();
    proof = sharded((await proofOf(saver)).proof);
  });

  it('is their balance, available + frozen, as shards that each verify against the published root', async () => {
    const balance = await readMemberBalance(t.db, saver.id);
    expect(balance.held.toFixed(2)).toBe('120.00');
    expect(proof.member).toEqual({ memberId: saver.id, balance: '300.00000000' });
    expect(proof.shards.length).toBeGreaterThanOrEqual(2);
    for (const shard of proof.shards) expect(shard.nonce).toMatch(/^[0-9a-f]{64}$/);
    expect(proof.shards.reduce((total, shard) => total.plus(shard.amount), new Decimal(0)).toFixed(8)).toBe('300.00000000');
    expect(proof.snapshot).toEqual(snapshot);
    expect(checkLiabilityProof(proof)).toEqual({ ok: true });
    const [row] = await t.db.select().from(liabilitySnapshots).where(eq(liabilitySnapshots.id, snapshot.id));
    for (const shard of proof.shards) expect(shard.path).toHaveLength(Math.log2(row?.leafCount ?? 0));
  });

  it("shows nothing of another member: siblings are a hash and a sum, and no other member's id or nonce", async () => {
    for (const step of proof.shards.flatMap((shard) => shard.path)) expect(z.strictObject(ZLiabilityPathStep.shape).safeParse(step).success).toBe(true);
    const others = await t.db
      .select({ memberId: liabilityLeaves.memberId, nonce: liabilityLeaves.nonce })
      .from(liabilityLeaves)
      .where(eq(liabilityLeaves.snapshotId, snapshot.id));
    const text = JSON.stringify(proof);
    for (const other of others.filter((leaf) => leaf.memberId !== saver.id)) expect(text).not.toContain(other.nonce);
    expect(text).not.toContain(spender.username);
    const spenders = sharded((await proofOf(spender)).proof);
    expect(spenders.member).toEqual({ memberId: spender.id, balance: '45.25000000' });
    const saverNonces = new Set(proof.shards.map((shard) => shard.nonce));
    expect(spenders.shards.filter((shard) => saverNonces.has(shard.nonce))).toEqual([]);
  });

  it("refuses a request for another member's proof and answers only the caller's", async () => {
    for (const payload of [{ memberId: spender.id }, { username: spender.username }, { snapshotId: snapshot.id, memberId: spender.id }]) {
      const answer = await t.api.call(API.liability.getLiabilityProof, payload, { token: saver.token });
      expect(answer.code).toBe(CODE.INVALID_PARAMS);
      expect(JSON.stringify(answer.data)).not.toContain('nonce');
    }
    expect(sharded((await proofOf(spender, { snapshotId: snapshot.id })).proof).member.memberId).toBe(spender.id);
  });

  it('refuses a visitor', async () => {
    expect((await t.api.call(API.liability.getLiabilityProof, {})).code).toBe(CODE.SESSION_INVALID);
    expect((await t.api.call(API.liability.getLiabilityProof, {}, { token: 'not-a-token' })).code).toBe(CODE.SESSION_INVALID);
  });

  it('is absent for a member who joined after the snapshot, and for an unknown snapshot', async () => {
    const newcomer = await newMember(t);
    expect(await proofOf(newcomer)).toEqual({ snapshot: expect.objectContaining({ id: snapshot.id }) as unknown, proof: null });
    const unknown = await t.api.call(API.liability.getLiabilityProof, { snapshotId: 999_999 }, { token: newcomer.token });
    expect(unknown.code).toBe(CODE.NOT_FOUND);
    const next = await snapshotNow();
    expect((await proofOf(newcomer)).proof).toMatchObject({ member: { memberId: newcomer.id, balance: '0.00000000' }, snapshot: { id: next.id } });
  });

  it('is a file that the verify command checks, and refuses once tampered', async () => {
    const file = path.join(files, 'proof.json');
    writeFileSync(file, JSON.stringify(proof, null, 2));
    const out: string[] = [];
    expect(await runVerifyLiabilities([file], { write: (text) => out.push(text) }, { write: (text) => out.push(text) })).toBe(0);
    expect(out.join('')).toContain(`Proof OK: member #${saver.id}'s balance 300.00000000 is included in liabilities snapshot #${snapshot.id}`);

    const richer = { ...proof, member: { ...proof.member, balance: '301.00000000' } };
    expect(verifyLiabilitiesFile(JSON.stringify(richer))).toEqual({ ok: false, text: "Proof FAILED: the shards do not add up to the member's balance." });
    const [shard, ...others] = proof.shards;
    // The last step: the other half of the tree, which holds a shard of every member (a sibling of padding is 0, and -0 is 0).
    const top = shard?.path.at(-1);
    if (!shard || !top) throw new Error('a shard has a path');
    const cancelled = { ...proof, shards: [{ ...shard, path: [...shard.path.slice(0, -1), { ...top, sum: `-${top.sum}` }] }, ...others] };
    expect(verifyLiabilitiesFile(JSON.stringify(cancelled)).text).toBe(
      `Proof FAILED: a sum is negative (a negative sibling would cancel liabilities out of the total) (shard 1, path step ${shard.path.length} of ${shard.path.length}).`,
    );
    expect(verifyLiabilitiesFile('{"format":"something else"}').ok).toBe(false);
    expect(verifyLiabilitiesFile('not json')).toEqual({ ok: false, text: 'Proof FAILED: the file is not JSON.' });

    // The built command line, as `npm run verify -- liabilities FILE` runs it.
    const script = path.resolve(import.meta.dirname, '../../../dist/cli/verify.js');
    const good = spawnSync(process.execPath, [script, 'liabilities', file], { encoding: 'utf8' });
    expect(good.status).toBe(0);
    writeFileSync(file, JSON.stringify(richer));
    const bad = spawnSync(process.execPath, [script, 'liabilities', file], { encoding: 'utf8' });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('Proof FAILED');
  });
});
