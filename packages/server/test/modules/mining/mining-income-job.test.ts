import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { API, ZMiningOrdersResponse } from '@meridian/protocol';
import { journalEntries, miningOrders } from '../../../src/db/schema/index.js';
import { checkLedger } from '../../../src/ledger/check-ledger.js';
import { startMiningIncomeJob } from '../../../src/modules/mining/mining-income-job.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { newMember, type TestMember } from '../../helpers/members.js';
import { countingTimers, createManualClock } from '../../market/manual-clock.js';
import { DAY_MS, addProduct, as, balances, bought, grant, setPayPassword } from './mining-fixtures.js';

const clock = createManualClock(Date.UTC(2026, 3, 1, 9, 0, 0));
/** The jobs' clock: a job sets its next timer once a look is done. */
const jobClock = countingTimers(clock);
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
function eventually(check: () => Promise<void> | void): Promise<void> {
  return vi.waitFor(check, { timeout: 10_000, interval: 50 });
}

/** Waits until the jobs have finished `looks` more looks than `since` (timers set), whatever they found. */
async function looked(since: number, looks = 1): Promise<void> {
  await eventually(() => {
    expect(jobClock.timersSet()).toBeGreaterThanOrEqual(since + looks);
  });
}

/** A job on the counting clock. */
const startJob = () => startMiningIncomeJob({ ...t.deps, clock: jobClock }, log);

/** Moves the clock, and waits until the one job running has done the look the move woke. */
async function moveAndLook(ms: number): Promise<void> {
  const before = jobClock.timersSet();
  clock.advance(ms);
  await looked(before);
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
    const started = jobClock.timersSet();
    const stop = startJob();
    try {
      // Its first look, with nothing to pay, is done before the machine is bought.
      await looked(started);
      const order = await bought(t, member, productId);
      expect(await balances(t, member)).toEqual({ available: '800.00', held: '200.00' });

      // A millisecond before the first day falls due it looks, and pays nothing.
      await moveAndLook(DAY_MS - 1);
      expect((await orderRow(order.orderNo)).daysPaid).toBe(0);

      await moveAndLook(1);
      expect((await orderRow(order.orderNo)).daysPaid).toBe(1);
      expect(await balances(t, member)).toEqual({ available: '805.00', held: '200.00' });

      await moveAndLook(DAY_MS);
      expect((await orderRow(order.orderNo)).daysPaid).toBe(2);
      expect(await balances(t, member)).toEqual({ available: '810.00', held: '200.00' });

      await moveAndLook(DAY_MS);
      expect((await orderRow(order.orderNo)).status).toBe('finished');
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

      // Nothing more is ever paid on a finished machine: its next look finds nothing.
      await moveAndLook(5 * DAY_MS);
      expect(await balances(t, member)).toEqual({ available: '1015.00', held: '0.00' });
    } finally {
      await stop();
    }
  });

  it('after a restart pays the days that fell due while stopped, once, even with two processes starting together', async () => {
    const member = await fundedMember('1000');
    const productId = await addProduct(t, { price: '300', dailyRate: '1', lockDays: 5 });
    const started = jobClock.timersSet();
    const first = startJob();
    await looked(started);
    const order = await bought(t, member, productId);
    await moveAndLook(DAY_MS);
    expect((await orderRow(order.orderNo)).daysPaid).toBe(1);
    await first();

    // Down for two and a half days: days 2 and 3 fall due meanwhile.
    clock.advance(2.5 * DAY_MS);
    expect((await orderRow(order.orderNo)).daysPaid).toBe(1);

    const lookedBefore = jobClock.timersSet();
    const again = [startJob(), startJob()];
    try {
      await eventually(async () => { expect((await orderRow(order.orderNo)).daysPaid).toBe(3); });
      // Both have finished their first look: neither pays a day again.
      await looked(lookedBefore, 2);
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
    const stop = startJob();
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
