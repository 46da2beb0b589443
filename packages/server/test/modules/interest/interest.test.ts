import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { API, CODE, INTEREST_DAY_MS, ZInterestOrder, ZInterestOrderListResponse } from '@meridian/protocol';
import { interestOrders, journalEntries } from '../../../src/db/schema/index.js';
import { checkLedger } from '../../../src/ledger/check-ledger.js';
import { startInterestAccrualJob } from '../../../src/modules/interest/interest-accrual-job.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import type { TestMember } from '../../helpers/members.js';
import { createManualClock } from '../../market/manual-clock.js';
import { as, balances, funded, requestId } from '../withdraw/withdraw-fixtures.js';

const clock = createManualClock(Date.UTC(2026, 0, 10, 8, 0, 0));
let t: TestApp;
const quietLog = { error: () => undefined };

beforeAll(async () => {
  t = await buildTestApp({}, { marketClock: clock });
  // min 100, 0.5 % a day, hold 7 days, 2 % charge when early.
  await t.deps.settings.set('interest', { minAmount: '100', dailyRatePercent: '0.5', holdDays: 7, handlingPercent: '2' });
});
afterAll(async () => {
  expect(await checkLedger(t.db)).toEqual([]);
  await t.close();
});


const buyIn = (member: TestMember, amount: string, id = requestId()) => t.api.call(API.interest.buyIn, { amount, requestId: id }, as(member));
const extractOut = (member: TestMember, orderNo: string, id = requestId()) => t.api.call(API.interest.extractOut, { orderNo, requestId: id }, as(member));
async function orderList(member: TestMember, fields: Record<string, unknown> = {}) {
  const answer = await t.api.call(API.interest.getOrderList, fields, as(member));
  expect(answer.code).toBe(CODE.OK);
  return ZInterestOrderListResponse.parse(answer.data);
}
async function deposit(member: TestMember, amount: string): Promise<string> {
  const answer = await buyIn(member, amount);
  expect(answer.code).toBe(CODE.OK);
  return ZInterestOrder.parse(answer.data).orderNo;
}
const row = async (orderNo: string) => (await t.db.select().from(interestOrders).where(eq(interestOrders.orderNo, orderNo)))[0];

describe('buyIn', () => {
  it('moves the amount from available to held on today’s terms, once per requestId', async () => {
    const member = await funded(t, '1000');
    const id = requestId();
    const first = await buyIn(member, '250.50', id);
    expect(first.code).toBe(CODE.OK);
    const order = z.strictObject(ZInterestOrder.shape).parse(first.data);
    expect(order).toMatchObject({
      amount: '250.50',
      currency: 'USDT',
      depositedAt: clock.now(),
      dailyRatePercent: '0.5',
      holdDays: 7,
      handlingPercent: '2',
      dailyIncome: '1.25',
      daysAccrued: 0,
      earnedIncome: '0.00',
      status: 'holding',
      isExtracted: false,
      paidOut: null,
    });
    expect(order.orderNo).toMatch(/^IN\d{24}$/);
    expect(await buyIn(member, '250.50', id)).toEqual(first);
    expect(await balances(t, member)).toEqual({ available: '749.50', held: '250.50' });
    const [entry] = await t.db.select().from(journalEntries).where(eq(journalEntries.requestId, `interest-deposit:${order.orderNo}`));
    expect(entry).toMatchObject({ kind: 'interest_deposit', causeType: 'interest', causeId: order.orderNo });
  });

  it('refuses an amount below the minimum with the minimum in the message', async () => {
    const member = await funded(t, '1000');
    expect(await buyIn(member, '99.99')).toMatchObject({
      code: CODE.INVALID_PARAMS,
      msg: 'The minimum deposit in the interest wallet is 100.00 USDT.',
      data: { fields: ['amount'] },
    });
    expect(await balances(t, member)).toEqual({ available: '1000.00', held: '0.00' });
  });

  it('refuses malformed amounts and more than the balance', async () => {
    const member = await funded(t, '150');
    expect((await buyIn(member, '120.001')).code).toBe(CODE.INVALID_PARAMS);
    expect((await buyIn(member, '-200')).code).toBe(CODE.INVALID_PARAMS);
    expect((await buyIn(member, 'abc')).code).toBe(CODE.INVALID_PARAMS);
    expect((await t.api.call(API.interest.buyIn, { amount: '120' }, as(member))).code).toBe(CODE.INVALID_PARAMS);
    expect(await buyIn(member, '200')).toMatchObject({ code: CODE.BALANCE_LOW, msg: 'Sorry, your credit is running low' });
    expect(await balances(t, member)).toEqual({ available: '150.00', held: '0.00' });
    expect((await orderList(member)).total).toBe(0);
  });

  it('needs a login', async () => {
    expect((await t.api.call(API.interest.buyIn, { amount: '100', requestId: requestId() })).code).toBe(CODE.SESSION_INVALID);
    expect((await t.api.call(API.interest.getOrderList, {})).code).toBe(CODE.SESSION_INVALID);
  });
});

describe('extractOut', () => {
  it('pays the amount minus the charge and forfeits the interest before the hold period', async () => {
    const member = await funded(t, '1000');
    const orderNo = await deposit(member, '1000');
    clock.advance(3 * INTEREST_DAY_MS + 1000);
    const listed = (await orderList(member)).list[0];
    expect(listed).toMatchObject({ orderNo, daysAccrued: 3, earnedIncome: '15.00' });
    const answer = await extractOut(member, orderNo);
    expect(answer.code).toBe(CODE.OK);
    expect(answer.data).toMatchObject({ status: 'extracted', isExtracted: true, paidOut: '980.00', handlingCharge: '20.00', interestPaid: '0.00', earnedIncome: '15.00' });
    expect(await balances(t, member)).toEqual({ available: '980.00', held: '0.00' });
    const [entry] = await t.db.select().from(journalEntries).where(eq(journalEntries.requestId, `interest-extract:${orderNo}`));
    expect(entry).toMatchObject({ kind: 'interest_extract', causeType: 'interest', causeId: orderNo });
  });

  it('pays the amount and every day’s interest once held long enough', async () => {
    const member = await funded(t, '500');
    const orderNo = await deposit(member, '400');
    clock.advance(9 * INTEREST_DAY_MS);
    const answer = await extractOut(member, orderNo);
    expect(answer.data).toMatchObject({ paidOut: '418.00', handlingCharge: '0.00', interestPaid: '18.00', daysAccrued: 9 });
    expect(await balances(t, member)).toEqual({ available: '518.00', held: '0.00' });
    const record = await orderList(member, { status: 'extracted' });
    expect(record.list.map((order) => order.orderNo)).toEqual([orderNo]);
    expect((await orderList(member, { status: 'holding' })).total).toBe(0);
  });

  it('extracts once: a repeat returns the first answer, a new request is refused', async () => {
    const member = await funded(t, '300');
    const orderNo = await deposit(member, '200');
    const id = requestId();
    const first = await extractOut(member, orderNo, id);
    expect(first.code).toBe(CODE.OK);
    expect(await extractOut(member, orderNo, id)).toEqual(first);
    expect(await extractOut(member, orderNo)).toMatchObject({ code: CODE.ORDER_STATE, msg: 'This deposit has already been extracted.' });
    expect(await balances(t, member)).toEqual({ available: '296.00', held: '0.00' });
  });

  it('refuses another member’s deposit and one that does not exist', async () => {
    const owner = await funded(t, '300');
    const stranger = await funded(t, '300');
    const orderNo = await deposit(owner, '200');
    expect(await extractOut(stranger, orderNo)).toMatchObject({ code: CODE.NOT_FOUND, msg: 'This deposit does not exist.' });
    expect((await extractOut(stranger, 'IN00000000000000000000')).code).toBe(CODE.NOT_FOUND);
    expect((await orderList(stranger)).total).toBe(0);
    expect(await balances(t, owner)).toEqual({ available: '100.00', held: '200.00' });
    expect((await row(orderNo))?.status).toBe('holding');
  });
});

describe('getOrderList', () => {
  it('lists the member’s deposits newest first with the rules and the wallet’s total', async () => {
    const member = await funded(t, '1000');
    const older = await deposit(member, '100');
    clock.advance(60_000);
    const newer = await deposit(member, '300');
    const list = await orderList(member, { page: 1, pageSize: 1 });
    expect(list).toMatchObject({
      total: 2,
      page: 1,
      pageSize: 1,
      walletBalance: '400.00',
      serverTime: clock.now(),
      rules: { currency: 'USDT', minAmount: '100', dailyRatePercent: '0.5', holdDays: 7, handlingPercent: '2' },
    });
    expect(list.list.map((order) => order.orderNo)).toEqual([newer]);
    expect((await orderList(member, { page: 2, pageSize: 1 })).list.map((order) => order.orderNo)).toEqual([older]);
  });
});

describe('interest accrual job', () => {
  it('records each due day once, catches up after a restart, and never moves money', async () => {
    const member = await funded(t, '1000');
    const orderNo = await deposit(member, '1000');
    const stop = startInterestAccrualJob(t.deps, quietLog);
    clock.advance(2 * INTEREST_DAY_MS);
    // The job wakes on the manual clock: nudge it a second at a time until its timer has run.
    await vi.waitFor(
      async () => {
        clock.advance(1_000);
        expect((await row(orderNo))?.daysAccrued).toBe(2);
      },
      { timeout: 5000, interval: 50 },
    );
    expect((await row(orderNo))?.interestAccrued).toBe('10.00000000');
    await stop();

    // Down for three days: on start the days that fell due are recorded, each exactly once.
    clock.advance(3 * INTEREST_DAY_MS);
    expect((await row(orderNo))?.daysAccrued).toBe(2);
    const restarted = startInterestAccrualJob(t.deps, quietLog);
    await vi.waitFor(async () => {
      expect((await row(orderNo))?.daysAccrued).toBe(5);
    }, { timeout: 5000 });
    const second = startInterestAccrualJob(t.deps, quietLog);
    await second();
    await restarted();
    expect(await row(orderNo)).toMatchObject({ daysAccrued: 5, interestAccrued: '25.00000000', status: 'holding' });
    expect(await balances(t, member)).toEqual({ available: '0.00', held: '1000.00' });
    const entries = await t.db.select().from(journalEntries).where(eq(journalEntries.causeId, orderNo));
    expect(entries.map((entry) => entry.kind)).toEqual(['interest_deposit']);

    // Five days is still early: the recorded interest is forfeited and the charge paid.
    const answer = await extractOut(member, orderNo);
    expect(answer.data).toMatchObject({ paidOut: '980.00', handlingCharge: '20.00', interestPaid: '0.00', earnedIncome: '25.00', daysAccrued: 5 });
    expect(await checkLedger(t.db)).toEqual([]);
  });
});
