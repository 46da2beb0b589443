import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { journalEntries, ledgerAccounts, members, postings } from '../../src/db/schema/index.js';
import type { Db } from '../../src/db/types.js';
import {
  DEPOSITS_CLEARING_SHARDS,
  PLATFORM_ACCOUNT,
  depositsClearingAccountId,
  platformAccountId,
  type MemberAccountIds,
} from '../../src/ledger/accounts.js';
import { checkLedger, describeDiscrepancy } from '../../src/ledger/check-ledger.js';
import { readMemberBalance } from '../../src/ledger/read-member-balance.js';
import { ledgerAmount } from '../../src/ledger/amount.js';
import { LedgerError, postEntry, type EntryInput } from '../../src/ledger/post-entry.js';
import { postEntries } from '../../src/ledger/post-entries.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { openLedgerMember } from './ledger-fixtures.js';

let testDb: TestDatabase;
let db: Db;
let platform: number;
let alice: MemberAccountIds;
let bob: MemberAccountIds;
/** A member whose accounts are in BTC, not USDT like everyone else's. */
let carol: MemberAccountIds;
let aliceId: number;
let sequence = 0;

const openMember = (name: string, currency?: string) => openLedgerMember(db, name, currency);

const requestId = () => `test:${(sequence += 1)}`;
const balanceOf = async (accountId: number) =>
  (await db.select({ balance: ledgerAccounts.balance }).from(ledgerAccounts).where(eq(ledgerAccounts.id, accountId)))[0]?.balance;

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.database.db;
  platform = await platformAccountId(db, PLATFORM_ACCOUNT.adjustments, 'USDT');
  const a = await openMember('ledgeralice');
  aliceId = a.id;
  alice = a.accounts;
  bob = (await openMember('ledgerbob')).accounts;
  carol = (await openMember('ledgercarol', 'BTC')).accounts;
  await postEntry(db, { kind: 'adjustment', requestId: requestId(), postings: [{ accountId: platform, amount: ledgerAmount('-100') }, { accountId: alice.available, amount: ledgerAmount('100') }] });
});
afterAll(async () => {
  await testDb.dispose();
});

describe('postEntry', () => {
  it('moves money in exact decimals and records a balanced entry', async () => {
    const posted = await postEntry(db, {
      kind: 'adjustment',
      requestId: requestId(),
      memo: 'a tenth and two hundredths',
      postings: [
        { accountId: alice.available, amount: ledgerAmount('-0.1') },
        { accountId: alice.held, amount: ledgerAmount('0.02') },
        { accountId: bob.available, amount: ledgerAmount('0.08') },
      ],
    });
    expect(posted.created).toBe(true);
    expect(await balanceOf(alice.available)).toBe('99.90000000');
    expect(await balanceOf(alice.held)).toBe('0.02000000');
    expect(await balanceOf(bob.available)).toBe('0.08000000');
    const rows = await db.select().from(postings).where(eq(postings.entryId, posted.entryId));
    expect(rows.map((r) => r.amount).sort()).toEqual(['-0.10000000', '0.02000000', '0.08000000']);
    const balance = await readMemberBalance(db, aliceId);
    expect([balance.available.toFixed(2), balance.held.toFixed(2)]).toEqual(['99.90', '0.02']);
    // Back out of held: no open record holds it, and checkLedger below holds held to the records.
    await postEntry(db, { kind: 'adjustment', requestId: requestId(), postings: [{ accountId: alice.held, amount: ledgerAmount('-0.02') }, { accountId: alice.available, amount: ledgerAmount('0.02') }] });
  });

  it('refuses postings that do not sum to zero, and writes nothing', async () => {
    const id = requestId();
    await expect(
      postEntry(db, { kind: 'adjustment', requestId: id, postings: [{ accountId: platform, amount: ledgerAmount('-1') }, { accountId: bob.available, amount: ledgerAmount('1.01') }] }),
    ).rejects.toMatchObject({ reason: 'unbalanced' });
    expect(await db.select().from(journalEntries).where(eq(journalEntries.requestId, id))).toEqual([]);
  });

  it('refuses a single posting and a zero', async () => {
    const cases = [
      [{ accountId: bob.available, amount: ledgerAmount('1') }],
      [{ accountId: platform, amount: ledgerAmount('0') }, { accountId: bob.available, amount: ledgerAmount('0') }],
    ];
    for (const postingsInput of cases) {
      await expect(postEntry(db, { kind: 'adjustment', requestId: requestId(), postings: postingsInput })).rejects.toBeInstanceOf(LedgerError);
    }
  });

  it('lets no member balance go below zero: the database CHECK refuses it and nothing is written', async () => {
    const id = requestId();
    const before = await balanceOf(bob.available);
    const attempt = postEntry(db, { kind: 'withdrawal_hold', requestId: id, postings: [{ accountId: bob.available, amount: ledgerAmount('-1000') }, { accountId: platform, amount: ledgerAmount('1000') }] });
    await expect(attempt).rejects.toMatchObject({ reason: 'insufficient_funds' });
    expect(await balanceOf(bob.available)).toBe(before);
    expect(await db.select().from(journalEntries).where(eq(journalEntries.requestId, id))).toEqual([]);
  });

  it('is enforced by the database itself, not only by postEntry', async () => {
    await expect(db.execute(sql`update ledger_accounts set balance = -1 where id = ${bob.available}`)).rejects.toThrow();
    expect(Number(await balanceOf(bob.available))).toBeGreaterThanOrEqual(0);
  });

  it('lets platform accounts go negative: they are the other side of the books', async () => {
    expect(Number(await balanceOf(platform))).toBeLessThan(0);
  });

  it('applies a request id once: a repeat returns the first entry and changes nothing', async () => {
    const id = requestId();
    const entry: EntryInput = { kind: 'adjustment', requestId: id, postings: [{ accountId: platform, amount: ledgerAmount('-5') }, { accountId: bob.available, amount: ledgerAmount('5') }] };
    const first = await postEntry(db, entry);
    const before = await balanceOf(bob.available);
    const repeat = await postEntry(db, entry);
    expect(repeat).toEqual({ entryId: first.entryId, created: false });
    expect(await balanceOf(bob.available)).toBe(before);
  });

  it('survives concurrent entries on the same accounts without losing a cent', async () => {
    const before = Number(await balanceOf(bob.available));
    await Promise.all(
      Array.from({ length: 10 }, () =>
        postEntry(db, { kind: 'adjustment', requestId: requestId(), postings: [{ accountId: platform, amount: ledgerAmount('-0.01') }, { accountId: bob.available, amount: ledgerAmount('0.01') }] }),
      ),
    );
    expect(Number(await balanceOf(bob.available))).toBeCloseTo(before + 0.1, 8);
  });

  it('refuses an entry between accounts of two currencies, and writes nothing', async () => {
    const id = requestId();
    const before = await Promise.all([balanceOf(platform), balanceOf(carol.available)]);
    // It sums to zero: only the accounts' currencies tell that it makes 1 BTC out of 1 USDT.
    const attempt = postEntry(db, { kind: 'adjustment', requestId: id, postings: [{ accountId: platform, amount: ledgerAmount('-1') }, { accountId: carol.available, amount: ledgerAmount('1') }] });
    await expect(attempt).rejects.toMatchObject({ reason: 'mixed_currencies', message: expect.stringContaining('BTC, USDT') });
    expect(await db.select().from(journalEntries).where(eq(journalEntries.requestId, id))).toEqual([]);
    expect(await Promise.all([balanceOf(platform), balanceOf(carol.available)])).toEqual(before);
  });

  it('refuses an account that does not exist', async () => {
    await expect(
      postEntry(db, { kind: 'adjustment', requestId: requestId(), postings: [{ accountId: platform, amount: ledgerAmount('-1') }, { accountId: 999999, amount: ledgerAmount('1') }] }),
    ).rejects.toMatchObject({ reason: 'unknown_account' });
  });
});

describe('postEntry with a statement alongside', () => {
  const nickname = async () => (await db.select({ nickname: members.nickname }).from(members).where(eq(members.id, aliceId)))[0]?.nickname;
  const grant = (id: string, amount: string, mark: string) =>
    postEntry(
      db,
      { kind: 'adjustment', requestId: id, postings: [{ accountId: platform, amount: ledgerAmount(`-${amount}`) }, { accountId: alice.available, amount: ledgerAmount(amount) }] },
      { alongside: (entryId) => sql`update ${members} set nickname = ${mark} || ${entryId}::text where ${members.id} = ${aliceId}` },
    );

  it('runs it with the new entry’s id, and not for a repeat of the requestId', async () => {
    const id = requestId();
    const first = await grant(id, '1', 'first-');
    expect(await nickname()).toBe(`first-${first.entryId}`);
    expect(await grant(id, '1', 'again-')).toEqual({ entryId: first.entryId, created: false });
    expect(await nickname()).toBe(`first-${first.entryId}`);
  });

  it('undoes it with the entry when the entry is refused', async () => {
    const before = await nickname();
    const refused = postEntry(
      db,
      { kind: 'adjustment', requestId: requestId(), postings: [{ accountId: alice.available, amount: ledgerAmount('-1000000') }, { accountId: platform, amount: ledgerAmount('1000000') }] },
      { alongside: () => sql`update ${members} set nickname = 'refused' where ${members.id} = ${aliceId}` },
    );
    await expect(refused).rejects.toMatchObject({ reason: 'insufficient_funds' });
    expect(await nickname()).toBe(before);
  });
});

describe('postEntries', () => {
  it('refuses a batch with an entry between accounts of two currencies, and writes none of it', async () => {
    const good: EntryInput = { kind: 'adjustment', requestId: requestId(), postings: [{ accountId: platform, amount: ledgerAmount('-1') }, { accountId: bob.available, amount: ledgerAmount('1') }] };
    const mixed: EntryInput = { kind: 'adjustment', requestId: requestId(), postings: [{ accountId: bob.available, amount: ledgerAmount('-1') }, { accountId: carol.available, amount: ledgerAmount('1') }] };
    const before = await Promise.all([balanceOf(platform), balanceOf(bob.available), balanceOf(carol.available)]);
    await expect(postEntries(db, [good, mixed])).rejects.toMatchObject({ reason: 'mixed_currencies' });
    expect(await db.select().from(journalEntries).where(inArray(journalEntries.requestId, [good.requestId, mixed.requestId]))).toEqual([]);
    expect(await Promise.all([balanceOf(platform), balanceOf(bob.available), balanceOf(carol.available)])).toEqual(before);
    expect(await postEntries(db, [good])).toEqual([{ entryId: expect.any(Number), created: true }]);
  });
});

describe('depositsClearingAccountId', () => {
  it('spreads members over the clearing accounts, the first keeping the one account’s code', async () => {
    const ids = [];
    for (const memberId of [0, 1, DEPOSITS_CLEARING_SHARDS, DEPOSITS_CLEARING_SHARDS + 1]) ids.push(await depositsClearingAccountId(db, memberId, 'USDT'));
    const [first, second, again, secondAgain] = ids;
    expect(again).toBe(first);
    expect(secondAgain).toBe(second);
    expect(second).not.toBe(first);
    const codes = await db.select({ id: ledgerAccounts.id, code: ledgerAccounts.code }).from(ledgerAccounts).where(inArray(ledgerAccounts.id, ids));
    expect(Object.fromEntries(codes.map((row) => [row.id, row.code]))).toEqual({
      [String(first)]: 'platform:deposits_clearing',
      [String(second)]: 'platform:deposits_clearing:1',
    });
  });
});

describe('checkLedger', () => {
  it('finds nothing wrong in books kept by postEntry', async () => {
    expect(await checkLedger(db)).toEqual([]);
  });

  it('names a balance changed behind the ledger’s back', async () => {
    await db.execute(sql`update ledger_accounts set balance = balance + 1 where id = ${alice.held}`);
    const [first] = await checkLedger(db);
    expect(first).toMatchObject({ kind: 'balance_mismatch', accountId: alice.held });
    expect(describeDiscrepancy(first ?? { kind: 'entry_unbalanced', entryId: 0, requestId: '', total: '', postingCount: 0 })).toMatch(
      /^account \d+ \(member:\d+:held\) has balance 1\.00000000 but its postings sum to 0\.00000000$/,
    );
    await db.execute(sql`update ledger_accounts set balance = balance - 1 where id = ${alice.held}`);
  });

  it('names an entry whose postings do not sum to zero', async () => {
    const [entry] = await db.insert(journalEntries).values({ kind: 'forged', requestId: requestId() }).returning({ id: journalEntries.id });
    if (!entry) throw new Error('no entry');
    await db.insert(postings).values({ entryId: entry.id, accountId: platform, amount: '3' });
    const problems = await checkLedger(db);
    expect(problems).toContainEqual(expect.objectContaining({ kind: 'entry_unbalanced', entryId: entry.id, total: '3.00000000', postingCount: 1 }));
    expect(problems).toContainEqual(expect.objectContaining({ kind: 'balance_mismatch', accountId: platform }));
    await db.delete(postings).where(eq(postings.entryId, entry.id));
    await db.delete(journalEntries).where(eq(journalEntries.id, entry.id));
    expect(await checkLedger(db)).toEqual([]);
  });
});
