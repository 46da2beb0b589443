import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { API, CODE, ZGetProductListResponse, ZMiningOrder, ZMiningOrdersResponse } from '@meridian/protocol';
import { journalEntries, miningOrders } from '../../../src/db/schema/index.js';
import { checkLedger } from '../../../src/ledger/check-ledger.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { newMember, type TestMember } from '../../helpers/members.js';
import { createManualClock } from '../../market/manual-clock.js';
import { DAY_MS, PAY_PASSWORD, addProduct, as, balances, bought, buy, grant, requestId, setPayPassword } from './mining-fixtures.js';

const START = Date.UTC(2026, 2, 1, 8, 0, 0);
const clock = createManualClock(START);
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({}, { marketClock: clock });
});
afterAll(async () => {
  expect(await checkLedger(t.db)).toEqual([]);
  await t.close();
});

async function fundedMember(funds = '1000'): Promise<TestMember> {
  const member = await newMember(t);
  await setPayPassword(t, member);
  await grant(t, member, funds);
  return member;
}

describe('getProductList', () => {
  it('lists the machines on sale to anyone, with their daily and total income, and hides expired and disabled ones', async () => {
    const onSale = await addProduct(t, { name: 'On sale', price: '250', dailyRate: '1.25', lockDays: 4, singleLimit: 3, expiresAt: new Date(START + 10 * DAY_MS) });
    const expired = await addProduct(t, { name: 'Expired', expiresAt: new Date(START - 1) });
    const disabled = await addProduct(t, { name: 'Disabled', enabled: false });
    const answer = await t.api.call(API.common.getProductList, {});
    expect(answer.code).toBe(CODE.OK);
    const { list } = z.strictObject(ZGetProductListResponse.shape).parse(answer.data);
    // The three demo machines from the seed come first, in the operator's order.
    expect(list.slice(0, 3).map((product) => product.name)).toEqual(['Starter S1', 'Standard M7', 'Pro X30']);
    expect(list.find((product) => product.id === onSale)).toEqual({
      id: onSale,
      name: 'On sale',
      price: '250.00',
      currency: 'USDT',
      dailyRate: '1.25',
      lockDays: 4,
      singleLimit: 3,
      expiresAt: START + 10 * DAY_MS,
      dailyIncome: '3.13',
      totalIncome: '12.52',
    });
    const ids = list.map((product) => product.id);
    expect(ids).not.toContain(expired);
    expect(ids).not.toContain(disabled);
  });
});

describe('mining buy', () => {
  it('locks the price as held, records the terms and the schedule, and names the machine in the bill', async () => {
    const member = await fundedMember('1000');
    const productId = await addProduct(t, { price: '100', dailyRate: '1.5', lockDays: 3 });
    const order = await bought(t, member, productId);
    expect(z.strictObject(ZMiningOrder.shape).parse(order)).toMatchObject({
      productId,
      productName: 'Test rig',
      price: '100.00',
      currency: 'USDT',
      dailyRate: '1.5',
      dailyIncome: '1.50',
      lockDays: 3,
      daysPaid: 0,
      incomePaid: '0.00',
      startedAt: clock.now(),
      endsAt: clock.now() + 3 * DAY_MS,
      nextPayoutAt: clock.now() + DAY_MS,
      status: 'running',
      finishedAt: null,
    });
    expect(order.orderNo).toMatch(/^MN\d{24}$/);
    expect(await balances(t, member)).toEqual({ available: '900.00', held: '100.00' });
    const entries = await t.db.select().from(journalEntries).where(eq(journalEntries.causeId, order.orderNo));
    expect(entries.map((entry) => [entry.kind, entry.causeType])).toEqual([['mining_buy', 'mining']]);
    const bills = await t.api.call(API.balanceBill.record, { type: 'mining' }, as(member));
    expect(bills.code).toBe(CODE.OK);
    expect(JSON.stringify(bills.data)).toContain(order.orderNo);
  });

  it('buys once per requestId: a repeat answers the first order and moves nothing', async () => {
    const member = await fundedMember('1000');
    const productId = await addProduct(t);
    const fields = { productId, payPassword: PAY_PASSWORD, requestId: requestId() };
    const first = await t.api.call(API.mining.buy, fields, as(member));
    const second = await t.api.call(API.mining.buy, fields, as(member));
    expect(first.code).toBe(CODE.OK);
    expect(second.data).toEqual(first.data);
    expect(await t.db.select().from(miningOrders).where(eq(miningOrders.memberId, member.id))).toHaveLength(1);
    expect(await balances(t, member)).toEqual({ available: '900.00', held: '100.00' });
  });

  it('refuses malformed payloads', async () => {
    const member = await fundedMember();
    const productId = await addProduct(t);
    for (const fields of [{}, { productId: 'one' }, { productId: 0 }, { productId: 1.5 }, { productId, count: 2 }, { productId, extra: true }, { productId, payPassword: '12a4' }, { productId, payPassword: undefined }]) {
      expect((await buy(t, member, fields)).code).toBe(CODE.INVALID_PARAMS);
    }
    expect((await t.api.call(API.mining.buy, { productId, payPassword: PAY_PASSWORD, requestId: requestId() })).code).toBe(CODE.SESSION_INVALID);
    expect(await balances(t, member)).toEqual({ available: '1000.00', held: '0.00' });
  });

  it('refuses an unknown or disabled machine, and one past its expiry', async () => {
    const member = await fundedMember();
    const disabled = await addProduct(t, { enabled: false });
    const expiring = await addProduct(t, { expiresAt: new Date(clock.now() + 1000) });
    expect((await buy(t, member, { productId: 999_999 })).code).toBe(CODE.NOT_FOUND);
    expect((await buy(t, member, { productId: disabled })).code).toBe(CODE.NOT_FOUND);
    clock.advance(1000);
    const late = await buy(t, member, { productId: expiring });
    expect(late.code).toBe(CODE.ORDER_STATE);
    expect(late.data).toEqual({ reason: 'expired' });
    expect(await balances(t, member)).toEqual({ available: '1000.00', held: '0.00' });
  });

  it('refuses a machine beyond the single limit of running ones', async () => {
    const member = await fundedMember('1000');
    const productId = await addProduct(t, { singleLimit: 2 });
    await bought(t, member, productId);
    await bought(t, member, productId);
    const third = await buy(t, member, { productId });
    expect(third.code).toBe(CODE.ORDER_STATE);
    expect(third.data).toEqual({ reason: 'limit', limit: 2 });
    expect(third.msg).toContain('2');
    // Another member has a limit of their own.
    const other = await fundedMember('1000');
    expect((await buy(t, other, { productId })).code).toBe(CODE.OK);
    expect(await balances(t, member)).toEqual({ available: '800.00', held: '200.00' });
  });

  it('asks for the pay password like a withdrawal: none set, wrong, then locked after 5 wrong tries', async () => {
    const productId = await addProduct(t);
    const unset = await newMember(t);
    await grant(t, unset, '1000');
    expect(await buy(t, unset, { productId })).toMatchObject({ code: CODE.PAY_PASSWORD_NOT_SET, msg: 'Please set a pay password first.' });

    const member = await fundedMember('1000');
    for (let i = 0; i < 4; i += 1) {
      expect(await buy(t, member, { productId, payPassword: '0000' })).toMatchObject({ code: CODE.WRONG_PAY_PASSWORD, msg: 'The pay password is wrong.' });
    }
    expect((await buy(t, member, { productId, payPassword: '0000' })).code).toBe(CODE.PAY_PASSWORD_LOCKED);
    // Locked for every pay-password action, the right password too.
    expect((await buy(t, member, { productId })).code).toBe(CODE.PAY_PASSWORD_LOCKED);
    expect(await t.db.select().from(miningOrders).where(eq(miningOrders.memberId, member.id))).toEqual([]);
    expect(await balances(t, member)).toEqual({ available: '1000.00', held: '0.00' });
    expect(await balances(t, unset)).toEqual({ available: '1000.00', held: '0.00' });
  });

  it('answers BALANCE_LOW (the app opens recharge) when the available balance does not cover the price', async () => {
    const member = await fundedMember('99.99');
    const productId = await addProduct(t, { price: '100' });
    const answer = await buy(t, member, { productId });
    expect(answer.code).toBe(CODE.BALANCE_LOW);
    expect(await t.db.select().from(miningOrders).where(eq(miningOrders.memberId, member.id))).toEqual([]);
    expect(await balances(t, member)).toEqual({ available: '99.99', held: '0.00' });
  });
});

describe('mining orders', () => {
  it('lists only the caller’s own machines, newest first, paged and filtered by status', async () => {
    const member = await fundedMember('1000');
    const other = await fundedMember('1000');
    const productId = await addProduct(t, { singleLimit: 5 });
    const first = await bought(t, member, productId);
    clock.advance(1000);
    const second = await bought(t, member, productId);
    await bought(t, other, productId);
    await t.db.update(miningOrders).set({ status: 'finished', finishedAt: new Date(clock.now()) }).where(eq(miningOrders.orderNo, first.orderNo));

    const all = ZMiningOrdersResponse.parse((await t.api.call(API.mining.orders, {}, as(member))).data);
    expect(all.total).toBe(2);
    expect(all.list.map((order) => order.orderNo)).toEqual([second.orderNo, first.orderNo]);
    const page = ZMiningOrdersResponse.parse((await t.api.call(API.mining.orders, { page: 2, pageSize: 1 }, as(member))).data);
    expect(page.list.map((order) => order.orderNo)).toEqual([first.orderNo]);
    const running = ZMiningOrdersResponse.parse((await t.api.call(API.mining.orders, { status: 'running' }, as(member))).data);
    expect(running.list.map((order) => order.orderNo)).toEqual([second.orderNo]);
    const finished = ZMiningOrdersResponse.parse((await t.api.call(API.mining.orders, { status: 'finished' }, as(member))).data);
    expect(finished.list).toMatchObject([{ orderNo: first.orderNo, status: 'finished', nextPayoutAt: null }]);
    // Finished by hand, its price still held: running again, or ledger:check finds held_mismatch.
    await t.db.update(miningOrders).set({ status: 'running', finishedAt: null }).where(eq(miningOrders.orderNo, first.orderNo));
  });

  it('refuses a bad filter and a caller without a login', async () => {
    const member = await fundedMember();
    expect((await t.api.call(API.mining.orders, { status: 'lost' }, as(member))).code).toBe(CODE.INVALID_PARAMS);
    expect((await t.api.call(API.mining.orders, { pageSize: 1000 }, as(member))).code).toBe(CODE.INVALID_PARAMS);
    expect((await t.api.call(API.mining.orders, {})).code).toBe(CODE.SESSION_INVALID);
  });
});
