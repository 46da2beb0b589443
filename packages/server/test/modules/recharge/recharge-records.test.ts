import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, CODE, type TRechargeRecordResponse } from '@meridian/protocol';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { newMember, type TestMember } from '../../helpers/members.js';
import { rejectRecharge } from '../../../src/modules/recharge/recharge-review.js';
import { openOfflineOrder, openOnlineOrder, requestId } from './recharge-test-kit.js';

let t: TestApp;
let member: TestMember;
let other: TestMember;
const orderNos: string[] = [];
beforeAll(async () => {
  t = await buildTestApp();
  [member, other] = await Promise.all([newMember(t), newMember(t)]);
  // Three orders: two cancelled online ones and a pending offline one, oldest first.
  for (const amount of ['10.00', '20.00']) {
    const { orderNo } = await openOnlineOrder(t, member, amount);
    await t.api.call(API.recharge.cancelRecharge, { orderNo }, { token: member.token });
    orderNos.push(orderNo);
  }
  orderNos.push(await openOfflineOrder(t, member, '300.00'));
  await openOnlineOrder(t, other, '99.00');
});
afterAll(async () => {
  await t.close();
});

describe('record', () => {
  it('pages the member’s own orders, newest first, and no one else’s', async () => {
    const page1 = await t.api.call<TRechargeRecordResponse>(API.recharge.record, { page: 1, pageSize: 2 }, { token: member.token });
    expect(page1.code).toBe(CODE.OK);
    expect(page1.data).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page1.data.list.map((item) => item.orderNo)).toEqual([orderNos[2], orderNos[1]]);
    expect(page1.data.list[0]).toMatchObject({ mode: 'offline', amount: '300.00', currency: 'USDT', status: 'pending_review', channelCode: 'bank_transfer' });
    const page2 = await t.api.call<TRechargeRecordResponse>(API.recharge.record, { page: 2, pageSize: 2 }, { token: member.token });
    expect(page2.data.list.map((item) => item.orderNo)).toEqual([orderNos[0]]);
  });

  it('lists a rejected order with the operator’s reason, and the unfinished order that blocks a new one first', async () => {
    const someone = await newMember(t);
    const rejected = await openOfflineOrder(t, someone, '140.00');
    await rejectRecharge(t.db, rejected, 'No transfer received', { actor: 'cli:tester', caches: t.deps.caches });
    const blocking = await openOfflineOrder(t, someone, '150.00');
    const refused = await t.api.call(API.recharge.onlineRecharge, { requestId: requestId(), channelCode: 'sandbox', amount: '60.00' }, { token: someone.token });
    expect(refused).toMatchObject({ code: CODE.RECHARGE_UNFINISHED, data: { orderNo: blocking } });
    const record = await t.api.call<TRechargeRecordResponse>(API.recharge.record, {}, { token: someone.token });
    expect(record.data.list).toEqual([
      expect.objectContaining({ orderNo: blocking, status: 'pending_review', rejectReason: '' }),
      expect.objectContaining({ orderNo: rejected, status: 'rejected', rejectReason: 'No transfer received' }),
    ]);
  });

  it('filters by status', async () => {
    const cancelled = await t.api.call(API.recharge.record, { status: 'cancelled' }, { token: member.token });
    expect(cancelled.data.total).toBe(2);
  });

  it.each([
    ['page 0', { page: 0 }],
    ['a page size over 100', { pageSize: 101 }],
    ['an unknown status', { status: 'paid' }],
  ])('refuses %s', async (_name, payload) => {
    expect((await t.api.call(API.recharge.record, payload, { token: member.token })).code).toBe(CODE.INVALID_PARAMS);
  });
});

describe('getOrderInfo', () => {
  it('answers every field of the member’s own order', async () => {
    const answer = await t.api.call(API.recharge.getOrderInfo, { orderNo: orderNos[2] }, { token: member.token });
    expect(answer.code).toBe(CODE.OK);
    expect(answer.data).toMatchObject({
      orderNo: orderNos[2],
      mode: 'offline',
      status: 'pending_review',
      amount: '300.00',
      payerName: 'Chan Tai Man',
      bankType: 'HSBC',
      cardNumber: '808123456001',
      holder: 'Meridian Payments Ltd',
      network: '',
      address: '',
      rate: null,
      coinCount: null,
      txid: '',
      completedAt: null,
    });
    expect(typeof answer.data.createdAt).toBe('number');
  });

  it('answers another member’s order exactly like one that does not exist', async () => {
    const theirs = await t.api.call(API.recharge.getOrderInfo, { orderNo: orderNos[2] }, { token: other.token });
    const missing = await t.api.call(API.recharge.getOrderInfo, { orderNo: 'RC00000000000000000000' }, { token: other.token });
    expect(theirs.code).toBe(CODE.NOT_FOUND);
    expect(theirs).toEqual(missing);
  });

  it('refuses an empty order number and needs a login', async () => {
    expect((await t.api.call(API.recharge.getOrderInfo, { orderNo: '' }, { token: member.token })).code).toBe(CODE.INVALID_PARAMS);
    expect((await t.api.call(API.recharge.getOrderInfo, { orderNo: orderNos[0] })).code).toBe(CODE.SESSION_INVALID);
  });
});

describe('getAmountConfig and getOpenRechargeImg', () => {
  it('answers the quick amounts and limits without a login', async () => {
    const answer = await t.api.call(API.common.getAmountConfig, {});
    expect(answer).toMatchObject({ code: CODE.OK, data: { quickAmounts: ['50.00', '100.00', '200.00', '500.00', '1000.00', '5000.00'], min: '10.00', max: '100000.00', currency: 'USDT' } });
  });

  it('answers the banner the operator set, for a member', async () => {
    expect((await t.api.call(API.common.getOpenRechargeImg, {})).code).toBe(CODE.SESSION_INVALID);
    expect((await t.api.call(API.common.getOpenRechargeImg, {}, { token: member.token })).data).toEqual({ url: '' });
    const settings = await t.deps.settings.get('recharge');
    await t.deps.settings.set('recharge', { ...settings, openRechargeImg: '/banners/recharge.png' });
    expect((await t.api.call(API.common.getOpenRechargeImg, {}, { token: member.token })).data).toEqual({ url: '/banners/recharge.png' });
  });

  it('refuses unexpected fields', async () => {
    expect((await t.api.call(API.common.getAmountConfig, { x: 1 })).code).toBe(CODE.INVALID_PARAMS);
  });
});
