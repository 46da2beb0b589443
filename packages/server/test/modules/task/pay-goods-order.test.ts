import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Decimal } from 'decimal.js';
import { eq } from 'drizzle-orm';
import { API, CODE, ZBillRecordResponse, ZGoodsOrder, ZGetGoodsOrderListResponse } from '@meridian/protocol';
import { goodsOrders, journalEntries } from '../../../src/db/schema/index.js';
import type { TestApp } from '../../helpers/build-test-app.js';
import { createManualClock } from '../../market/manual-clock.js';
import { GRAB_INTERVAL_MS, as, balances, fundedMember, grabbed, pay, startTaskApp, stopTaskApp, requestId, withdrawFunds } from './task-fixtures.js';

const clock = createManualClock(Date.UTC(2026, 2, 3, 6, 0, 0));
let t: TestApp;

beforeAll(async () => {
  t = await startTaskApp(clock);
});
afterAll(() => stopTaskApp(t));

const plus = (a: string, b: string) => new Decimal(a).plus(b).toFixed(2);

describe('payGoodsOrder', () => {
  it('debits the price and credits price + commission in one entry, exactly once per requestId', async () => {
    const member = await fundedMember(t, '500');
    const order = await grabbed(t, member);
    clock.advance(5_000);
    const id = requestId();
    const first = await pay(t, member, order.orderNo, id);
    expect(first.code).toBe(CODE.OK);
    const paid = z.strictObject(ZGoodsOrder.shape).parse(first.data);
    expect(paid).toEqual({ ...order, status: 'paid', paidAt: clock.now() });
    expect(await balances(t, member)).toEqual({ available: plus('500', order.commission), held: '0.00' });

    expect(await pay(t, member, order.orderNo, id)).toEqual(first);
    expect(await pay(t, member, order.orderNo)).toMatchObject({ code: CODE.ORDER_STATE, msg: 'This goods order has already been paid or closed.' });
    expect(await balances(t, member)).toEqual({ available: plus('500', order.commission), held: '0.00' });

    const entries = await t.db.select().from(journalEntries).where(eq(journalEntries.causeId, order.orderNo));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: 'goods_order_pay', causeType: 'task', requestId: `goods-order-pay:${order.orderNo}` });
    const [row] = await t.db.select().from(goodsOrders).where(eq(goodsOrders.orderNo, order.orderNo));
    expect(row?.payEntryId).toBe(entries[0]?.id);
  });

  it('shows the payment in the bills as task: the price out and price + commission back', async () => {
    const member = await fundedMember(t, '300');
    const order = await grabbed(t, member);
    expect((await pay(t, member, order.orderNo)).code).toBe(CODE.OK);
    const bills = await t.api.call(API.balanceBill.record, { type: 'task' }, as(member));
    expect(bills.code).toBe(CODE.OK);
    expect(ZBillRecordResponse.parse(bills.data).list.map((bill) => [bill.type, bill.amount])).toEqual([
      ['task', plus(order.price, order.commission)],
      ['task', new Decimal(order.price).negated().toFixed(2)],
    ]);
  });

  it('refuses when the price is no longer in the available balance, and the order keeps waiting', async () => {
    const member = await fundedMember(t, '100');
    const order = await grabbed(t, member);
    const keep = new Decimal(order.price).minus('0.01');
    await withdrawFunds(t, member, new Decimal('100').minus(keep).toFixed(2));
    const answer = await pay(t, member, order.orderNo);
    expect(answer).toMatchObject({ code: CODE.INSUFFICIENT_FUNDS, msg: 'Your available balance no longer covers the price of this order. It stays waiting for you.' });
    expect(await balances(t, member)).toEqual({ available: keep.toFixed(2), held: '0.00' });
    const [row] = await t.db.select().from(goodsOrders).where(eq(goodsOrders.orderNo, order.orderNo));
    expect(row?.status).toBe('waiting');
  });

  it('pays once when two payments of the same order arrive together', async () => {
    const member = await fundedMember(t, '1000');
    const order = await grabbed(t, member);
    const answers = await Promise.all([pay(t, member, order.orderNo), pay(t, member, order.orderNo), pay(t, member, order.orderNo)]);
    expect(answers.map((answer) => answer.code).sort()).toEqual([CODE.OK, CODE.ORDER_STATE, CODE.ORDER_STATE].sort());
    const sameId = requestId();
    clock.advance(GRAB_INTERVAL_MS);
    const next = await grabbed(t, member);
    const twins = await Promise.all([pay(t, member, next.orderNo, sameId), pay(t, member, next.orderNo, sameId)]);
    expect(twins.map((answer) => answer.code)).toEqual([CODE.OK, CODE.OK]);
    expect(twins[0]).toEqual(twins[1]);
    expect(await balances(t, member)).toEqual({ available: plus(plus('1000', order.commission), next.commission), held: '0.00' });
  });

  it('never pays another member’s order, nor shows it', async () => {
    const owner = await fundedMember(t, '500');
    const other = await fundedMember(t, '500');
    const order = await grabbed(t, owner);
    expect(await pay(t, other, order.orderNo)).toMatchObject({ code: CODE.NOT_FOUND, msg: 'This goods order does not exist.' });
    expect((await t.api.call(API.task.getGoodsOrderInfo, { orderNo: order.orderNo }, as(other))).code).toBe(CODE.NOT_FOUND);
    const list = ZGetGoodsOrderListResponse.parse((await t.api.call(API.task.getGoodsOrderList, {}, as(other))).data);
    expect(list.total).toBe(0);
    expect(await balances(t, other)).toEqual({ available: '500.00', held: '0.00' });
    expect(await balances(t, owner)).toEqual({ available: '500.00', held: '0.00' });
  });

  it('refuses malformed payloads and unknown orders', async () => {
    const member = await fundedMember(t, '100');
    expect((await t.api.call(API.task.payGoodsOrder, { requestId: requestId() }, as(member))).code).toBe(CODE.INVALID_PARAMS);
    expect((await t.api.call(API.task.payGoodsOrder, { orderNo: 'GO1', requestId: 'x' }, as(member))).code).toBe(CODE.INVALID_PARAMS);
    expect((await t.api.call(API.task.payGoodsOrder, { orderNo: '', requestId: requestId() }, as(member))).code).toBe(CODE.INVALID_PARAMS);
    expect((await pay(t, member, 'GO00000000000000000000')).code).toBe(CODE.NOT_FOUND);
    expect((await t.api.call(API.task.payGoodsOrder, { orderNo: 'GO1', requestId: requestId() })).code).toBe(CODE.SESSION_INVALID);
  });
});

describe('getGoodsOrderList / getGoodsOrderInfo', () => {
  it('lists the member’s own orders newest first, filtered by status, and shows one by its number', async () => {
    const member = await fundedMember(t, '1000');
    clock.advance(GRAB_INTERVAL_MS);
    const first = await grabbed(t, member);
    expect((await pay(t, member, first.orderNo)).code).toBe(CODE.OK);
    clock.advance(GRAB_INTERVAL_MS);
    const second = await grabbed(t, member);
    const list = async (fields: Record<string, unknown>) => ZGetGoodsOrderListResponse.parse((await t.api.call(API.task.getGoodsOrderList, fields, as(member))).data);
    const all = await list({});
    expect(all).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(all.list.map((order) => order.orderNo)).toEqual([second.orderNo, first.orderNo]);
    expect((await list({ status: 'paid' })).list.map((order) => order.orderNo)).toEqual([first.orderNo]);
    expect((await list({ status: 'waiting' })).list.map((order) => order.orderNo)).toEqual([second.orderNo]);
    expect((await list({ page: 2, pageSize: 1 })).list.map((order) => order.orderNo)).toEqual([first.orderNo]);
    const info = await t.api.call(API.task.getGoodsOrderInfo, { orderNo: first.orderNo }, as(member));
    expect(info.code).toBe(CODE.OK);
    expect(z.strictObject(ZGoodsOrder.shape).parse(info.data)).toMatchObject({ orderNo: first.orderNo, status: 'paid' });
  });

  it('refuses a bad status, a bad page and a missing order number', async () => {
    const member = await fundedMember(t, '0');
    expect((await t.api.call(API.task.getGoodsOrderList, { status: 'lost' }, as(member))).code).toBe(CODE.INVALID_PARAMS);
    expect((await t.api.call(API.task.getGoodsOrderList, { page: 0 }, as(member))).code).toBe(CODE.INVALID_PARAMS);
    expect((await t.api.call(API.task.getGoodsOrderInfo, {}, as(member))).code).toBe(CODE.INVALID_PARAMS);
    expect((await t.api.call(API.task.getGoodsOrderInfo, { orderNo: 'GO404' }, as(member))).code).toBe(CODE.NOT_FOUND);
    expect((await t.api.call(API.task.getGoodsOrderList, {})).code).toBe(CODE.SESSION_INVALID);
  });
});
