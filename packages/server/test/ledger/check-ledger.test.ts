import { Decimal } from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { contractOrders, interestOrders, journalEntries, ledgerAccounts, postings } from '../../src/db/schema/index.js';
import type { Db } from '../../src/db/types.js';
import { PLATFORM_ACCOUNT, platformAccountId, type MemberAccountIds } from '../../src/ledger/accounts.js';
import { ledgerAmount } from '../../src/ledger/amount.js';
import { checkLedger, describeDiscrepancy, type LedgerDiscrepancy } from '../../src/ledger/check-ledger.js';
import { postEntry } from '../../src/ledger/post-entry.js';
import { placeContract } from '../../src/modules/contract/place-contract.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { openLedgerMember } from './ledger-fixtures.js';

/**
 * What ledger:check finds beyond each entry's sum and each balance's postings: entries in more
 * than one currency, and held balances that are not what the members' open records hold. Each
 * problem is made behind the posting code's back (in SQL, or a posting no flow makes), found,
 * and undone, so every test starts and ends with clean books.
 */
let testDb: TestDatabase;
let db: Db;
let platform: number;
let daveId: number;
let dave: MemberAccountIds;
/** A member whose accounts are in BTC, and a platform account in BTC. */
let erin: MemberAccountIds;
let btcPlatform: number;
let sequence = 0;

const requestId = () => `check-test:${(sequence += 1)}`;
const NOTHING_OPEN = { withdrawals: '0.00000000', contracts: '0.00000000', mining: '0.00000000', interest: '0.00000000' };

/** An entry written straight into the tables, balances moved to match, as no posting code would. */
async function forgeEntry(legs: { accountId: number; amount: string }[]): Promise<{ id: number; requestId: string }> {
  const [entry] = await db.insert(journalEntries).values({ kind: 'forged', requestId: requestId() }).returning({ id: journalEntries.id, requestId: journalEntries.requestId });
  if (!entry) throw new Error('no entry');
  await db.insert(postings).values(legs.map((leg) => ({ entryId: entry.id, ...leg })));
  for (const leg of legs) await db.execute(sql`update ledger_accounts set balance = balance + ${leg.amount}::numeric where id = ${leg.accountId}`);
  return entry;
}

async function unforgeEntry(entryId: number): Promise<void> {
  await db.execute(sql`update ledger_accounts a set balance = a.balance - p.amount from postings p where p.entry_id = ${entryId} and p.account_id = a.id`);
  await db.delete(postings).where(eq(postings.entryId, entryId));
  await db.delete(journalEntries).where(eq(journalEntries.id, entryId));
}

const heldMismatch = (fields: Omit<Extract<LedgerDiscrepancy, { kind: 'held_mismatch' }>, 'kind' | 'memberId'>): LedgerDiscrepancy => ({ kind: 'held_mismatch', memberId: daveId, ...fields });

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.database.db;
  platform = await platformAccountId(db, PLATFORM_ACCOUNT.adjustments, 'USDT');
  const opened = await openLedgerMember(db, 'checkdave', 'USDT');
  daveId = opened.id;
  dave = opened.accounts;
  erin = (await openLedgerMember(db, 'checkerin', 'BTC')).accounts;
  const [btc] = await db.insert(ledgerAccounts).values({ code: 'platform:check-test-btc', kind: 'platform', currency: 'BTC' }).returning({ id: ledgerAccounts.id });
  if (!btc) throw new Error('no BTC platform account');
  btcPlatform = btc.id;
  await postEntry(db, { kind: 'adjustment', requestId: requestId(), postings: [{ accountId: platform, amount: ledgerAmount('-100') }, { accountId: dave.available, amount: ledgerAmount('100') }] });
});
afterAll(async () => {
  await testDb.dispose();
});

describe('checkLedger: entries in more than one currency', () => {
  it('names an entry that sums to zero over two currencies but not in each', async () => {
    const entry = await forgeEntry([
      { accountId: platform, amount: '-3' },
      { accountId: erin.available, amount: '3' },
    ]);
    const problems = await checkLedger(db);
    // Not entry_unbalanced: over both currencies it does sum to zero.
    expect(problems).toEqual([
      { kind: 'entry_mixed_currencies', entryId: entry.id, requestId: entry.requestId, totals: [{ currency: 'BTC', total: '3.00000000' }, { currency: 'USDT', total: '-3.00000000' }] },
    ]);
    expect(problems.map(describeDiscrepancy)).toEqual([`journal entry ${entry.id} (${entry.requestId}) posts in more than one currency: BTC sums to 3.00000000, USDT sums to -3.00000000`]);
    await unforgeEntry(entry.id);
    expect(await checkLedger(db)).toEqual([]);
  });

  it('names an entry in two currencies even when each sums to zero: the posting code refuses both alike', async () => {
    const entry = await forgeEntry([
      { accountId: platform, amount: '-2' },
      { accountId: dave.available, amount: '2' },
      { accountId: btcPlatform, amount: '-1' },
      { accountId: erin.available, amount: '1' },
    ]);
    expect(await checkLedger(db)).toEqual([
      { kind: 'entry_mixed_currencies', entryId: entry.id, requestId: entry.requestId, totals: [{ currency: 'BTC', total: '0.00000000' }, { currency: 'USDT', total: '0.00000000' }] },
    ]);
    await unforgeEntry(entry.id);
    expect(await checkLedger(db)).toEqual([]);
  });
});

describe('checkLedger: held balances against open records', () => {
  let contractId: number;

  beforeAll(async () => {
    const contract = await db.transaction((tx) =>
      placeContract(
        tx,
        {
          memberId: daveId,
          request: { allname: 'BTC/USDT', direction: 'up', amount: '25' },
          option: { seconds: 30, yieldPercent: '80', minAmount: '10', maxAmount: '1000' },
          currency: 'USDT',
          purchaseTick: { allname: 'BTC/USDT', at: Date.UTC(2026, 0, 5), price: '100000', volume: '1' },
        },
        Date.UTC(2026, 0, 5),
      ),
    );
    contractId = contract.id;
  });

  it('finds nothing while held is what a running contract holds', async () => {
    expect(await checkLedger(db)).toEqual([]);
  });

  it('names a contract marked settled without its settlement entry', async () => {
    await db.update(contractOrders).set({ status: 'won' }).where(eq(contractOrders.id, contractId));
    const problems = await checkLedger(db);
    expect(problems).toEqual([heldMismatch({ currency: 'USDT', held: '25.00000000', records: '0.00000000', open: NOTHING_OPEN })]);
    expect(problems.map(describeDiscrepancy)).toEqual([
      `member ${daveId} has 25.00000000 USDT held but their open records hold 0.00000000 (pending withdrawals 0.00000000, running contracts 0.00000000, running mining machines 0.00000000, interest deposits 0.00000000)`,
    ]);
    await db.update(contractOrders).set({ status: 'running' }).where(eq(contractOrders.id, contractId));
    expect(await checkLedger(db)).toEqual([]);
  });

  it('names money posted into held that no record holds', async () => {
    const into = (amount: string) =>
      postEntry(db, { kind: 'adjustment', requestId: requestId(), postings: [{ accountId: dave.available, amount: ledgerAmount(new Decimal(amount).negated()) }, { accountId: dave.held, amount: ledgerAmount(amount) }] });
    await into('5');
    expect(await checkLedger(db)).toEqual([heldMismatch({ currency: 'USDT', held: '30.00000000', records: '25.00000000', open: { ...NOTHING_OPEN, contracts: '25.00000000' } })]);
    await into('-5');
    expect(await checkLedger(db)).toEqual([]);
  });

  it('names an open record whose amount never reached held', async () => {
    const [deposit] = await db
      .insert(interestOrders)
      .values({ orderNo: 'IN-NO-HOLD', memberId: daveId, amount: '40', currency: 'USDT', dailyRate: '0.5', holdDays: 7, handlingPercent: '2', depositedAt: new Date(), status: 'holding' })
      .returning({ id: interestOrders.id });
    if (!deposit) throw new Error('no deposit');
    expect(await checkLedger(db)).toEqual([heldMismatch({ currency: 'USDT', held: '25.00000000', records: '65.00000000', open: { ...NOTHING_OPEN, contracts: '25.00000000', interest: '40.00000000' } })]);
    await db.delete(interestOrders).where(eq(interestOrders.id, deposit.id));
    expect(await checkLedger(db)).toEqual([]);
  });

  it('holds each currency to its own records', async () => {
    await db.update(contractOrders).set({ currency: 'BTC' }).where(eq(contractOrders.id, contractId));
    expect(await checkLedger(db)).toEqual([
      heldMismatch({ currency: 'BTC', held: '0.00000000', records: '25.00000000', open: { ...NOTHING_OPEN, contracts: '25.00000000' } }),
      heldMismatch({ currency: 'USDT', held: '25.00000000', records: '0.00000000', open: NOTHING_OPEN }),
    ]);
    await db.update(contractOrders).set({ currency: 'USDT' }).where(eq(contractOrders.id, contractId));
    expect(await checkLedger(db)).toEqual([]);
  });
});
