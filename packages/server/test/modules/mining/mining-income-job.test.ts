import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { API, ZMiningOrdersResponse } from '@meridian/protocol';
import { journalEntries, miningOrders } from '../../../src/db/schema/index.js';
import { checkLedger } from '../../../src/ledger/check-ledger.js';
import { startMiningIncomeJob } from '../../../src/modules/mining/mining-income-job.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { newMember, type TestMember } from '../../helpers/members.js';
import { createManualClock } from '../../market/manual-clock.js';
import { DAY_MS, addProduct, as, balances, bought, grant, setPayPassword } from './mining-fixtures.js';

const clock = createManualClock(Date.UTC(2026, 3, 1, 9, 0, 0));
const errors: unknown[] = [];
const log = { error: (err: unknown) => errors.push(err) };
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({}, { marketClock: clock });
});
afterAll(async () => {
  expect(errors).toEqual([]);
  expect(await checkLedger(t.db)).toEqual([]);
  await t.close();
});

async function fundedMember(funds: string): Promise<TestMember> {
  const member = await newMember(t);
  await setPayPassword(t, member);
  await grant(t, member, funds);
  return member;
}

/** The job runs on its own after the clock moves: wait for what it must have done. */
function eventually(check: () => Promise<void>): Promise<void> {
  return vi.waitFor(check, { timeout: 10_000, interval: 50 });
}

async function orderRow(orderNo: string) {
  const [row] = await t.db.select().from(miningOrders).where(eq(miningOrders.orderNo, orderNo));
  if (!row) throw new Error(`no order ${orderNo}`);
  return row;
}

async function entryKinds(orderNo: string): Promise<string[]> {
  const rows = await t.db.select({ requestId: journalEntries.requestId }).from(journalEntries).where(eq(journalEntries.causeId, orderNo));
  return rows.map((row) => row.requestId).sort();
}

describe('startMiningIncomeJob', () => {
  it('credits each day once as it falls due and returns the principal with the last day', async () => {
    const member = await fundedMember('1000');
    const productId = await addProduct(t, { price: '200', dailyRate: '2.5', lockDays: 3 });
    const stop = startMiningIncomeJob(t.deps, log);
    try {
      const order = await bought(t, member, productId);
      expect(await balances(t, member)).toEqual({ available: '800.00', held: '200.00' });

      clock.advance(DAY_MS - 1);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect((await orderRow(order.orderNo)).daysPaid).toBe(0);

      clock.advance(1);
      await eventually(async () => { expect((await orderRow(order.orderNo)).daysPaid).toBe(1); });
      expect(await balances(t, member)).toEqual({ available: '805.00', held: '200.00' });

      clock.advance(DAY_MS);
      await eventually(async () => { expect((await orderRow(order.orderNo)).daysPaid).toBe(2); });
      expect(await balances(t, member)).toEqual({ available: '810.00', held: '200.00' });

      clock.advance(DAY_MS);
      await eventually(async () => { expect((await orderRow(order.orderNo)).status).toBe('finished'); });
      expect(await balances(t, member)).toEqual({ available: '1015.00', held: '0.00' });
      expect(await entryKinds(order.orderNo)).toEqual([
        `mining-buy:${order.orderNo}`,
        `mining-income:${order.orderNo}:1`,
        `mining-income:${order.orderNo}:2`,
        `mining-income:${order.orderNo}:3`,
        `mining-principal:${order.orderNo}`,
      ]);

      const listed = ZMiningOrdersResponse.parse((await t.api.call(API.mining.orders, {}, as(member))).data);
      expect(listed.list[0]).toMatchObject({ orderNo: order.orderNo, daysPaid: 3, incomePaid: '15.00', status: 'finished', nextPayoutAt: null, finishedAt: clock.now() });

      // Nothing more is ever paid on a finished machine.
      clock.advance(5 * DAY_MS);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await balances(t, member)).toEqual({ available: '1015.00', held: '0.00' });
    } finally {
      await stop();
    }
  });

  it('after a restart pays the days that fell due while stopped, once, even with two processes starting together', async () => {
    const member = await fundedMember('1000');
    const productId = await addProduct(t, { price: '300', dailyRate: '1', lockDays: 5 });
    const first = startMiningIncomeJob(t.deps, log);
    const order = await bought(t, member, productId);
    clock.advance(DAY_MS);
    await eventually(async () => { expect((await orderRow(order.orderNo)).daysPaid).toBe(1); });
    await first();

    // Down for two and a half days: days 2 and 3 fall due meanwhile.
    clock.advance(2.5 * DAY_MS);
    expect((await orderRow(order.orderNo)).daysPaid).toBe(1);

    const again = [startMiningIncomeJob(t.deps, log), startMiningIncomeJob(t.deps, log)];
    try {
      await eventually(async () => { expect((await orderRow(order.orderNo)).daysPaid).toBe(3); });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await orderRow(order.orderNo)).daysPaid).toBe(3);
      expect(await balances(t, member)).toEqual({ available: '709.00', held: '300.00' });
      const incomes = await t.db.select().from(journalEntries).where(like(journalEntries.requestId, `mining-income:${order.orderNo}:%`));
      expect(incomes).toHaveLength(3);

      clock.advance(2 * DAY_MS);
      await eventually(async () => { expect((await orderRow(order.orderNo)).status).toBe('finished'); });
      expect(await balances(t, member)).toEqual({ available: '1015.00', held: '0.00' });
    } finally {
      await Promise.all(again.map((stop) => stop()));
    }
  });

  it('never pays a day twice even when a day was posted before its count was saved', async () => {
    const member = await fundedMember('100');
    const productId = await addProduct(t, { price: '100', dailyRate: '3', lockDays: 2 });
    const order = await bought(t, member, productId);
    const stop = startMiningIncomeJob(t.deps, log);
    try {
      clock.advance(DAY_MS);
      await eventually(async () => { expect((await orderRow(order.orderNo)).daysPaid).toBe(1); });
      // As if a crash lost the count after the entry: the day's requestId still guards it.
      await t.db.update(miningOrders).set({ daysPaid: 0 }).where(eq(miningOrders.orderNo, order.orderNo));
      clock.advance(DAY_MS);
      await eventually(async () => { expect((await orderRow(order.orderNo)).status).toBe('finished'); });
      expect(await balances(t, member)).toEqual({ available: '106.00', held: '0.00' });
    } finally {
      await stop();
    }
  });
});
