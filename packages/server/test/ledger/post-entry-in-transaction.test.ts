import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { journalEntries, ledgerAccounts, members } from '../../src/db/schema/index.js';
import type { Db } from '../../src/db/types.js';
import { PLATFORM_ACCOUNT, memberAccountIds, openMemberAccounts, platformAccountId, type MemberAccountIds } from '../../src/ledger/accounts.js';
import { checkLedger } from '../../src/ledger/check-ledger.js';
import { ledgerAmount } from '../../src/ledger/amount.js';
import { LedgerError, postEntry } from '../../src/ledger/post-entry.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';

let first: TestDatabase;
let second: TestDatabase;
let db: Db;
let platform: number;
let carol: MemberAccountIds;
let sequence = 0;

const requestId = () => `tx-test:${(sequence += 1)}`;
const balanceOf = async (accountId: number) =>
  (await db.select({ balance: ledgerAccounts.balance }).from(ledgerAccounts).where(eq(ledgerAccounts.id, accountId)))[0]?.balance;
const entryOf = async (id: string) => db.select().from(journalEntries).where(eq(journalEntries.requestId, id));

class RolledBack extends Error {}

beforeAll(async () => {
  first = await createTestDatabase();
  second = await createTestDatabase();
  db = first.database.db;
  platform = await platformAccountId(db, PLATFORM_ACCOUNT.adjustments, 'USDT');
  const [row] = await db
    .insert(members)
    .values({ username: 'txcarol', passwordHash: 'x', nickname: 'carol', avatar: '', inviteCode: 'TXCAROL' })
    .returning({ id: members.id });
  if (!row) throw new Error('no member');
  await openMemberAccounts(db, row.id, 'USDT');
  const accounts = await memberAccountIds(db, row.id);
  if (!accounts) throw new Error('no accounts');
  carol = accounts;
  await postEntry(db, { kind: 'adjustment', requestId: requestId(), postings: [{ accountId: platform, amount: ledgerAmount('-50') }, { accountId: carol.available, amount: ledgerAmount('50') }] });
});
afterAll(async () => {
  await first.dispose();
  await second.dispose();
});

describe('postEntry inside a caller’s transaction', () => {
  it('commits and rolls back with the caller’s transaction', async () => {
    const kept = requestId();
    const dropped = requestId();
    await db.transaction((tx) =>
      postEntry(tx, { kind: 'adjustment', requestId: kept, postings: [{ accountId: platform, amount: ledgerAmount('-1') }, { accountId: carol.available, amount: ledgerAmount('1') }] }),
    );
    await expect(
      db.transaction(async (tx) => {
        await postEntry(tx, { kind: 'adjustment', requestId: dropped, postings: [{ accountId: platform, amount: ledgerAmount('-1') }, { accountId: carol.available, amount: ledgerAmount('1') }] });
        throw new RolledBack();
      }),
    ).rejects.toBeInstanceOf(RolledBack);
    expect(await entryOf(kept)).toHaveLength(1);
    expect(await entryOf(dropped)).toHaveLength(0);
    expect(await balanceOf(carol.available)).toBe('51.00000000');
  });

  it('refuses a balance below zero, and a savepoint of the caller’s lets the caller go on', async () => {
    const refused = requestId();
    const after = requestId();
    await db.transaction(async (tx) => {
      await expect(
        tx.transaction((savepoint) =>
          postEntry(savepoint, { kind: 'contract_hold', requestId: refused, postings: [{ accountId: carol.available, amount: ledgerAmount('-1000') }, { accountId: platform, amount: ledgerAmount('1000') }] }),
        ),
      ).rejects.toBeInstanceOf(LedgerError);
      await postEntry(tx, { kind: 'adjustment', requestId: after, postings: [{ accountId: platform, amount: ledgerAmount('-2') }, { accountId: carol.available, amount: ledgerAmount('2') }] });
    });
    expect(await entryOf(refused)).toHaveLength(0);
    expect(await entryOf(after)).toHaveLength(1);
    expect(await balanceOf(carol.available)).toBe('53.00000000');
  });

  it('answers a repeated requestId with the first entry inside a transaction too, moving nothing', async () => {
    const id = requestId();
    const once = await postEntry(db, { kind: 'adjustment', requestId: id, postings: [{ accountId: platform, amount: ledgerAmount('-1') }, { accountId: carol.available, amount: ledgerAmount('1') }] });
    const again = await db.transaction((tx) =>
      postEntry(tx, { kind: 'adjustment', requestId: id, postings: [{ accountId: platform, amount: ledgerAmount('-1') }, { accountId: carol.available, amount: ledgerAmount('1') }] }),
    );
    expect(again).toEqual({ entryId: once.entryId, created: false });
    expect(await balanceOf(carol.available)).toBe('54.00000000');
    expect(await checkLedger(db)).toEqual([]);
  });
});

describe('remembered account ids', () => {
  it('keeps each database’s platform accounts apart', async () => {
    const other = second.database.db;
    // Opened in another order on the other database, so the ids differ.
    const otherFees = await platformAccountId(other, PLATFORM_ACCOUNT.fees, 'USDT');
    const otherAdjustments = await platformAccountId(other, PLATFORM_ACCOUNT.adjustments, 'USDT');
    expect(await platformAccountId(db, PLATFORM_ACCOUNT.adjustments, 'USDT')).toBe(platform);
    expect(await platformAccountId(other, PLATFORM_ACCOUNT.adjustments, 'USDT')).toBe(otherAdjustments);
    expect(await platformAccountId(other, PLATFORM_ACCOUNT.fees, 'USDT')).toBe(otherFees);
    expect(otherAdjustments).not.toBe(otherFees);
  });

  it('recovers from an account opened in a transaction that rolled back', async () => {
    let vanished = 0;
    await expect(
      db.transaction(async (tx) => {
        await platformAccountId(tx, PLATFORM_ACCOUNT.rewards, 'USDT');
        // Read back in the same transaction: remembered, then rolled back with it.
        vanished = await platformAccountId(tx, PLATFORM_ACCOUNT.rewards, 'USDT');
        throw new RolledBack();
      }),
    ).rejects.toBeInstanceOf(RolledBack);
    const stale = await platformAccountId(db, PLATFORM_ACCOUNT.rewards, 'USDT');
    expect(stale).toBe(vanished);
    await expect(
      postEntry(db, { kind: 'adjustment', requestId: requestId(), postings: [{ accountId: stale, amount: ledgerAmount('-1') }, { accountId: carol.available, amount: ledgerAmount('1') }] }),
    ).rejects.toMatchObject({ reason: 'unknown_account' });
    const fresh = await platformAccountId(db, PLATFORM_ACCOUNT.rewards, 'USDT');
    const fresher = await platformAccountId(db, PLATFORM_ACCOUNT.rewards, 'USDT');
    expect(fresh).not.toBe(stale);
    expect(fresher).toBe(fresh);
    await postEntry(db, { kind: 'adjustment', requestId: requestId(), postings: [{ accountId: fresh, amount: ledgerAmount('-1') }, { accountId: carol.available, amount: ledgerAmount('1') }] });
    expect(await balanceOf(carol.available)).toBe('55.00000000');
    expect(await checkLedger(db)).toEqual([]);
  });
});
