// PostgreSQL only (a *.pg.test.ts file): two processes cannot share one embedded PGlite folder.
import { randomBytes } from 'node:crypto';
import { Decimal } from 'decimal.js';
import { and, desc, eq, inArray, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contractOrders, journalEntries, marketTicks } from '../../../src/db/schema/index.js';
import { isUniqueViolation } from '../../../src/db/pg-error.js';
import { seedDemoData } from '../../../src/db/seed/seed-demo-data.js';
import { checkLedger } from '../../../src/ledger/check-ledger.js';
import type { PriceTick } from '../../../src/market/candles.js';
import { recordTicks } from '../../../src/market/tick-store.js';
import { placeContract } from '../../../src/modules/contract/place-contract.js';
import type { TContractSecondsSetting } from '../../../src/settings/contract-settings.js';
import { buildTestAppOn, deleteRedisKeys, testConfig, type TestApp } from '../../helpers/build-test-app.js';
import { newMember, type TestMember } from '../../helpers/members.js';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database.js';
import { startServerProcess, stopServerProcess, type ServerProcess } from '../../helpers/server-process.js';
import { balances, grant } from './contract-fixtures.js';
import { oracleOutcome } from './settlement-oracle.js';

/**
 * Two real server processes (`src/main.ts`, each with its market, its jobs and its own pool) on one
 * PostgreSQL database settle 1,000 contracts that expire while both run: every contract exactly
 * once (one settlement entry, the one its order names), as the recorded ticks say, and the books
 * balance. The contracts are placed by the sign path's placeContract from this test process.
 */
const CONTRACTS = 1000;
const MEMBERS = 20;
const ALLNAME = 'BTC/USDT';
const OPTION: TContractSecondsSetting = { seconds: 60, yieldPercent: '85', minAmount: '10', maxAmount: '10000' };
/** How far ahead of placing the first contract the first one expires. */
const EXPIRES_AFTER_MS = 15_000;
const redisUrl = process.env.REDIS_URL;
const redisKeyPrefix = `meridian_t_${randomBytes(6).toString('hex')}:`;

function startProcess(databaseUrl: string): Promise<ServerProcess> {
  return startServerProcess({ DATABASE_URL: databaseUrl, REDIS_URL: redisUrl ?? '', REDIS_KEY_PREFIX: redisKeyPrefix }, 90_000);
}

const stopProcess = stopServerProcess;

let testDb: TestDatabase;
let t: TestApp;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase();
  const config = testConfig();
  await seedDemoData(testDb.database.db, config.passwordCost);
  // This process places contracts and reads the books; it runs no jobs and no market.
  t = await buildTestAppOn(testDb.database, config);
}, 120_000);
afterAll(async () => {
  await Promise.all(servers.map(stopProcess));
  await t.close();
  await testDb.dispose();
  if (redisUrl) await deleteRedisKeys(redisUrl, redisKeyPrefix);
});

/** A quiet past for the pair: one tick a second, as a feed that ran before these servers started. */
function pastTicks(fromMs: number, toMs: number): PriceTick[] {
  const ticks: PriceTick[] = [];
  for (let at = fromMs, cents = 6_500_000; at <= toMs; at += 1000, cents += ((at / 1000) % 7) - 3) {
    ticks.push({ allname: ALLNAME, at, price: new Decimal(cents).dividedBy(100).toFixed(2), volume: '1' });
  }
  return ticks;
}

/** placeContract as sign runs it; order numbers are random within a second, so a clash is placed again. */
async function place(member: TestMember, index: number, purchaseTick: PriceTick): Promise<void> {
  for (;;) {
    try {
      await t.db.transaction((tx) =>
        placeContract(
          tx,
          { memberId: member.id, request: { allname: ALLNAME, direction: index % 2 === 0 ? 'up' : 'down', amount: String(10 + (index % 37)) }, option: OPTION, currency: 'USDT', purchaseTick },
          purchaseTick.at,
        ),
      );
      return;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
}

async function runningCount(ids: readonly number[]): Promise<number> {
  const rows = await t.db.select({ id: contractOrders.id }).from(contractOrders).where(and(inArray(contractOrders.id, [...ids]), eq(contractOrders.status, 'running')));
  return rows.length;
}

describe('contract settlement with two server processes on one database', () => {
  it('settles each of 1,000 contracts exactly once, as the ticks say, with the books balanced', async () => {
    if (!testDb.url) throw new Error('a PostgreSQL test database has a URL');
    const members: TestMember[] = [];
    for (let i = 0; i < MEMBERS; i += 1) {
      const member = await newMember(t);
      await grant(t, member, '100000');
      members.push(member);
    }
    const before = await Promise.all(members.map((member) => balances(t, member)));

    // Both processes up (each migrates nothing: the schema is there), each running its jobs.
    servers.push(...(await Promise.all([startProcess(testDb.url), startProcess(testDb.url)])));

    // Purchase ticks from the recorded past, so the 60 s contracts expire a few seconds from now,
    // in ten consecutive seconds, while both processes run.
    const firstPurchase = Math.floor((Date.now() + EXPIRES_AFTER_MS) / 1000) * 1000 - OPTION.seconds * 1000;
    await recordTicks(t.db, pastTicks(firstPurchase - 5_000, firstPurchase + 9_000));
    const purchaseTicks = await t.db
      .select({ at: marketTicks.at, price: marketTicks.price, volume: marketTicks.volume })
      .from(marketTicks)
      .where(and(eq(marketTicks.allname, ALLNAME), inArray(marketTicks.at, Array.from({ length: 10 }, (_, i) => firstPurchase + i * 1000))));
    expect(purchaseTicks).toHaveLength(10);
    const placing = Array.from({ length: CONTRACTS }, (_, index) => index);
    for (let start = 0; start < placing.length; start += 4) {
      await Promise.all(
        placing.slice(start, start + 4).map((index) => {
          const member = members[index % MEMBERS];
          const tick = purchaseTicks[index % purchaseTicks.length];
          if (!member || !tick) throw new Error('out of range');
          return place(member, index, { allname: ALLNAME, ...tick });
        }),
      );
    }
    const orders = await t.db.select().from(contractOrders).where(inArray(contractOrders.memberId, members.map((member) => member.id)));
    expect(orders).toHaveLength(CONTRACTS);
    const ids = orders.map((order) => order.id);

    await vi.waitFor(
      async () => {
        expect(await runningCount(ids)).toBe(0);
      },
      { timeout: 90_000, interval: 250 },
    );
    await Promise.all(servers.map(stopProcess));

    const settled = await t.db.select().from(contractOrders).where(inArray(contractOrders.id, ids));
    const entries = await t.db
      .select({ id: journalEntries.id, requestId: journalEntries.requestId })
      .from(journalEntries)
      .where(inArray(journalEntries.requestId, settled.map((order) => `contract-settle:${order.orderNo}`)));
    expect(entries).toHaveLength(CONTRACTS);
    const entryOf = new Map(entries.map((entry) => [entry.requestId, entry.id]));
    const gained = new Map<number, Decimal>();
    for (const order of settled) {
      // The tick of the expiry second, read here straight from the record.
      const [tick] = await t.db
        .select({ at: marketTicks.at, price: marketTicks.price })
        .from(marketTicks)
        .where(and(eq(marketTicks.allname, ALLNAME), lte(marketTicks.at, order.expiresAt)))
        .orderBy(desc(marketTicks.at))
        .limit(1);
      if (!tick) throw new Error('no tick at expiry');
      const expected = oracleOutcome(order, tick.price);
      expect({ status: order.status, settleTickAt: order.settleTickAt, entry: order.settleEntryId }).toEqual({
        status: expected.status,
        settleTickAt: tick.at,
        entry: entryOf.get(`contract-settle:${order.orderNo}`),
      });
      expect(new Decimal(order.profit ?? 'NaN').equals(expected.profit)).toBe(true);
      gained.set(order.memberId, (gained.get(order.memberId) ?? new Decimal(0)).plus(expected.profit));
    }
    const after = await Promise.all(members.map((member) => balances(t, member)));
    expect(after).toEqual(
      before.map((balance, index) => ({
        available: new Decimal(balance.available).plus(gained.get(members[index]?.id ?? 0) ?? 0).toFixed(2),
        held: balance.held,
      })),
    );
    expect(await checkLedger(t.db)).toEqual([]);
    for (const server of servers) expect(server.output()).not.toContain('contract settlement failed');
  }, 300_000);
});
