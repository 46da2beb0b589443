import { rmSync } from 'node:fs';
import path from 'node:path';
import { Decimal } from 'decimal.js';
import { and, desc, eq, like, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API, CODE, INTEREST_DAY_MS, ZInterestOrder } from '@meridian/protocol';
import { openDatabase, type Database } from '../src/db/client.js';
import { contractOrders, interestOrders, journalEntries, marketTicks, miningOrders } from '../src/db/schema/index.js';
import { seedDemoData } from '../src/db/seed/seed-demo-data.js';
import { startJobs } from '../src/jobs.js';
import { checkLedger } from '../src/ledger/check-ledger.js';
import { buildTestAppOn, testConfig, type TestApp } from './helpers/build-test-app.js';
import { newMember, type TestMember } from './helpers/members.js';
import { templatedDataDir } from './helpers/process-storage.js';
import { createTestDatabase, testDbKind, type TestDatabase } from './helpers/test-database.js';
import { createManualClock } from './market/manual-clock.js';
import { START, advance, as, balances, grant, requestId, signed } from './modules/contract/contract-fixtures.js';
import { oracleOutcome } from './modules/contract/settlement-oracle.js';
import { DAY_MS, addProduct, bought, setPayPassword } from './modules/mining/mining-fixtures.js';

/**
 * A real restart: the server (app, market, jobs) stops, its database closes, time passes, and a new
 * server opens the same data (the same PGlite folder, or the same PostgreSQL database). What fell
 * due meanwhile (a contract, mining days, interest days) is done once on start, with the tick of
 * the contract's expiry second and each deposit's own terms, and nothing is done twice.
 */
const clock = createManualClock(START);
const jobErrors: unknown[] = [];
const jobLog = { error: (err: unknown) => jobErrors.push(err) };

let pgliteDir: string | undefined;
let testDb: TestDatabase | undefined;

async function openSameDatabase(): Promise<Database> {
  if (testDbKind() === 'pglite') {
    pgliteDir ??= templatedDataDir('meridian-restart-');
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(pgliteDir, 'pglite') });
    await database.setup();
    return database;
  }
  testDb ??= await createTestDatabase();
  if (!testDb.url) throw new Error('a PostgreSQL test database has a URL');
  return openDatabase({ kind: 'postgres', url: testDb.url, poolSize: 4 });
}

interface Running {
  t: TestApp;
  stop(): Promise<void>;
}

/** What start-server does, on the test's clock: open, build, start the market, then the jobs. */
async function startServerProcess(): Promise<Running> {
  const database = await openSameDatabase();
  const t = await buildTestAppOn(database, testConfig(), { marketClock: clock });
  await t.deps.market.start();
  const stopJobs = startJobs(t.deps, jobLog);
  return {
    t,
    async stop() {
      await stopJobs();
      await t.deps.market.stop();
      await t.close();
      await database.close();
    },
  };
}

beforeAll(async () => {
  const database = await openSameDatabase();
  await seedDemoData(database.db, testConfig().passwordCost);
  await database.close();
}, 60_000);
afterAll(async () => {
  await testDb?.dispose();
  if (pgliteDir) rmSync(pgliteDir, { recursive: true, force: true });
});

describe('a server restarted after downtime', () => {
  it('settles the contract, pays the mining days and records the interest days that fell due while it was down, once', async () => {
    let server = await startServerProcess();
    let member: TestMember;
    let contractId: number;
    let miningOrderNo: string;
    let interestOrderNo: string;
    try {
      const { t } = server;
      await advance(t, clock, 5_000);
      member = await newMember(t);
      await setPayPassword(t, member);
      await grant(t, member, '10000');
      await t.deps.settings.set('interest', { minAmount: '100', dailyRatePercent: '0.5', holdDays: 7, handlingPercent: '2' });
      const contract = await signed(t, member, { seconds: 30, amount: '100', direction: 'up' });
      contractId = contract.id;
      const productId = await addProduct(t, { price: '1000', dailyRate: '2', lockDays: 5 });
      miningOrderNo = (await bought(t, member, productId)).orderNo;
      const deposit = await t.api.call(API.interest.buyIn, { amount: '2000', requestId: requestId() }, as(member));
      expect(deposit.code).toBe(CODE.OK);
      interestOrderNo = ZInterestOrder.parse(deposit.data).orderNo;
      // The feed runs a few more seconds, then the server stops before the contract expires.
      await advance(t, clock, 10_000);
      expect((await t.db.select().from(contractOrders).where(eq(contractOrders.id, contractId)))[0]?.status).toBe('running');
    } finally {
      await server.stop();
    }

    // Down for two and a half days: the contract expired, mining days 1 and 2 and interest days 1
    // and 2 fell due. Nothing runs meanwhile.
    clock.advance(2.5 * DAY_MS);

    server = await startServerProcess();
    try {
      const { t } = server;
      const settledContract = async () => (await t.db.select().from(contractOrders).where(eq(contractOrders.id, contractId)))[0];
      const miningOrder = async () => (await t.db.select().from(miningOrders).where(eq(miningOrders.orderNo, miningOrderNo)))[0];
      const interestOrder = async () => (await t.db.select().from(interestOrders).where(eq(interestOrders.orderNo, interestOrderNo)))[0];
      await vi.waitFor(
        async () => {
          // The feed and the jobs run on the clock: nudge it a second at a time, as time goes by.
          await advance(t, clock, 1000);
          expect((await settledContract())?.status).not.toBe('running');
          expect((await miningOrder())?.daysPaid).toBe(2);
          expect((await interestOrder())?.daysAccrued).toBe(2);
        },
        { timeout: 20_000, interval: 100 },
      );
      // Running on for a while, it does none of it again.
      await advance(t, clock, 5_000);

      const contract = await settledContract();
      if (!contract) throw new Error('the contract is gone');
      // The expiry second fell in the downtime: its price is the last one recorded before it.
      const [tick] = await t.db
        .select({ at: marketTicks.at, price: marketTicks.price })
        .from(marketTicks)
        .where(and(eq(marketTicks.allname, contract.allname), lte(marketTicks.at, contract.expiresAt)))
        .orderBy(desc(marketTicks.at))
        .limit(1);
      if (!tick) throw new Error('no tick before expiry');
      expect(tick.at).toBeLessThan(contract.expiresAt);
      const expected = oracleOutcome(contract, tick.price);
      expect(contract).toMatchObject({ status: expected.status, settleTickAt: tick.at });
      expect(new Decimal(contract.profit ?? 'NaN').equals(expected.profit)).toBe(true);
      const settles = await t.db.select().from(journalEntries).where(eq(journalEntries.requestId, `contract-settle:${contract.orderNo}`));
      expect(settles).toHaveLength(1);

      expect(await miningOrder()).toMatchObject({ daysPaid: 2, status: 'running' });
      const incomes = await t.db.select().from(journalEntries).where(like(journalEntries.requestId, `mining-income:${miningOrderNo}:%`));
      expect(incomes.map((entry) => entry.requestId).sort()).toEqual([`mining-income:${miningOrderNo}:1`, `mining-income:${miningOrderNo}:2`]);

      // 2,000 at 0.5 % a day for two days, on the deposit's own terms; no money moved yet.
      const interest = await interestOrder();
      expect(interest).toMatchObject({ daysAccrued: 2, status: 'holding' });
      expect(new Decimal(interest?.interestAccrued ?? 'NaN').equals(20)).toBe(true);
      expect(INTEREST_DAY_MS).toBe(DAY_MS);

      // 10,000 − 1,000 machine − 2,000 deposit + the contract's result + two days of 20 income.
      expect(await balances(t, member)).toEqual({
        available: new Decimal(10_000 - 1_000 - 2_000 + 40).plus(expected.profit).toFixed(2),
        held: '3000.00',
      });
      expect(await checkLedger(t.db)).toEqual([]);
      expect(jobErrors).toEqual([]);
    } finally {
      await server.stop();
    }
  }, 120_000);
});
