import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, CODE } from '@meridian/protocol';
import { checkLedger } from '../../../src/ledger/check-ledger.js';
import { approveRecharge, listPendingRecharges, rejectRecharge } from '../../../src/modules/recharge/recharge-review.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { newMember, type TestMember } from '../../helpers/members.js';
import { available, orderRow, requestId } from './recharge-test-kit.js';

let t: TestApp;
let other: TestMember;
beforeAll(async () => {
  t = await buildTestApp();
  other = await newMember(t);
  const settings = await t.deps.settings.get('recharge');
  // A rate that makes the arithmetic visible: 1 coin = 7.8 USDT (given with extra decimals, applied with 2).
  await t.deps.settings.set('recharge', {
    ...settings,
    cryptoChannels: settings.cryptoChannels.map((channel) => (channel.code === 'usdt_erc20' ? { ...channel, rate: '7.8049' } : channel)),
  });
});
afterAll(async () => {
  await t.close();
});

const txid = () => `${Date.now().toString(16)}${Math.random().toString(16).slice(2)}abcdef`;
const finish = (member: TestMember, change: Record<string, unknown> = {}) =>
  t.api.call(API.recharge.finishBitcoinOrder, { requestId: requestId(), channelCode: 'usdt_trc20', coinCount: '150', txid: txid(), ...change }, { token: member.token });

describe('crypto channels and rates', () => {
  it('lists each channel with its network, deposit address and 2-decimal rate', async () => {
    const member = await newMember(t);
    const answer = await t.api.call(API.recharge.getBitcoinRechargeChannel, {}, { token: member.token });
    expect(answer.code).toBe(CODE.OK);
    expect(answer.data.list).toEqual([
      // The member's own address on each network the chain is read on (member-deposit-address.test.ts).
      expect.objectContaining({ code: 'usdt_trc20', coin: 'USDT', network: 'TRC20', address: expect.stringMatching(/^T/), rate: '1.00', currency: 'USDT' }),
      expect.objectContaining({ code: 'usdt_erc20', network: 'ERC20', rate: '7.80', min: '50.00' }),
    ]);
  });

  it('answers a channel’s rate with 2 decimals, and refuses an unknown channel', async () => {
    const member = await newMember(t);
    expect((await t.api.call(API.recharge.getCurrencyRate, { channelCode: 'usdt_erc20' }, { token: member.token })).data).toEqual({ coin: 'USDT', currency: 'USDT', rate: '7.80' });
    const unknown = await t.api.call(API.recharge.getCurrencyRate, { channelCode: 'btc' }, { token: member.token });
    expect(unknown).toMatchObject({ code: CODE.INVALID_PARAMS, data: { fields: ['channelCode'] } });
    expect((await t.api.call(API.recharge.getCurrencyRate, {}, { token: member.token })).code).toBe(CODE.INVALID_PARAMS);
  });
});

describe('finishBitcoinOrder', () => {
  it('creates the crypto order with coin count × rate, waiting for the operator', async () => {
    const member = await newMember(t);
    const hash = txid();
    const answer = await finish(member, { channelCode: 'usdt_erc20', coinCount: '12.34', txid: hash });
    expect(answer).toMatchObject({ code: CODE.OK, data: { amount: '96.25', rate: '7.80', coinCount: '12.34' } });
    const orderNo = String(answer.data.orderNo);
    const info = await t.api.call(API.recharge.getOrderInfo, { orderNo }, { token: member.token });
    expect(info.data).toMatchObject({
      orderNo,
      mode: 'crypto',
      status: 'pending_review',
      network: 'ERC20',
      address: '0x742d35Cc6634C0532925a3b844Bc454e4438f44e',
      rate: '7.80',
      coinCount: '12.34',
      amount: '96.25',
      txid: hash,
    });
    const waiting = await t.api.call(API.recharge.getWaitPayCurrencyOrder, {}, { token: member.token });
    expect(waiting.data.order).toMatchObject({ orderNo, status: 'pending_review' });
  });

  it('answers a repeat of the requestId with the first order', async () => {
    const member = await newMember(t);
    const payload = { requestId: requestId(), channelCode: 'usdt_trc20', coinCount: '100', txid: txid() };
    const first = await t.api.call(API.recharge.finishBitcoinOrder, payload, { token: member.token });
    const again = await t.api.call(API.recharge.finishBitcoinOrder, payload, { token: member.token });
    expect(again).toMatchObject({ code: CODE.OK, data: first.data });
  });

  it('refuses a txid already submitted, by anyone', async () => {
    const [a, b] = await Promise.all([newMember(t), newMember(t)]);
    const hash = txid();
    expect((await finish(a, { txid: hash })).code).toBe(CODE.OK);
    const again = await finish(b, { txid: hash.toUpperCase() });
    expect(again).toMatchObject({ code: CODE.INVALID_PARAMS, data: { fields: ['txid'] } });
  });

  it.each([
    ['an empty txid', { txid: '' }, 'txid'],
    ['a txid with spaces', { txid: 'ab cd' }, 'txid'],
    ['a zero coin count', { coinCount: '0' }, 'coinCount'],
    ['a coin count with too many decimals', { coinCount: '1.001' }, 'coinCount'],
    ['coins worth less than the minimum', { coinCount: '9.99' }, 'coinCount'],
    ['an unknown channel', { channelCode: 'btc' }, 'channelCode'],
  ])('refuses %s', async (_name, change, field) => {
    const member = await newMember(t);
    const answer = await finish(member, change);
    expect(answer.code).toBe(CODE.INVALID_PARAMS);
    expect(answer.data.fields).toContain(field);
  });

  it('answers 3008 while a crypto order waits', async () => {
    const member = await newMember(t);
    expect((await finish(member)).code).toBe(CODE.OK);
    expect((await finish(member)).code).toBe(CODE.RECHARGE_UNFINISHED);
  });

  it('is credited when the operator confirms it, and not when rejected', async () => {
    const member = await newMember(t);
    const orderNo = String((await finish(member, { coinCount: '150' })).data.orderNo);
    const pending = (await listPendingRecharges(t.db, 500)).find((order) => order.orderNo === orderNo);
    expect(pending?.facts.map((fact) => fact.name)).toEqual(['coins', 'rate', 'network', 'address', 'txid']);
    expect(pending?.facts).toContainEqual({ name: 'network', value: 'TRC20' });
    expect(pending?.detail).toContain('on TRC20');
    await approveRecharge(t.db, orderNo, { actor: 'cli:tester', caches: t.deps.caches });
    expect(await available(t, member)).toBe('150.00');
    expect((await t.api.call(API.recharge.getWaitPayCurrencyOrder, {}, { token: member.token })).data.order).toBeNull();

    const second = String((await finish(member, { coinCount: '20' })).data.orderNo);
    await rejectRecharge(t.db, second, 'No such transaction on chain', { actor: 'cli:tester' });
    expect(await available(t, member)).toBe('150.00');
  });
});

describe('getWaitPayCurrencyOrder and cancelRecharge', () => {
  it('answers null without a waiting crypto order', async () => {
    const member = await newMember(t);
    expect((await t.api.call(API.recharge.getWaitPayCurrencyOrder, {}, { token: member.token })).data).toEqual({ order: null });
  });

  it('cancels the member’s own waiting order, twice answers the same, and frees them to recharge', async () => {
    const member = await newMember(t);
    const orderNo = String((await finish(member)).data.orderNo);
    const cancelled = await t.api.call(API.recharge.cancelRecharge, { orderNo }, { token: member.token });
    expect(cancelled).toMatchObject({ code: CODE.OK, data: { orderNo, status: 'cancelled' } });
    expect((await t.api.call(API.recharge.cancelRecharge, { orderNo }, { token: member.token })).data.status).toBe('cancelled');
    expect((await t.api.call(API.recharge.getWaitPayCurrencyOrder, {}, { token: member.token })).data.order).toBeNull();
    await expect(approveRecharge(t.db, orderNo, { actor: 'cli:tester' })).rejects.toMatchObject({ code: CODE.ORDER_STATE });
    expect((await finish(member)).code).toBe(CODE.OK);
  });

  it('does not cancel another member’s order', async () => {
    const member = await newMember(t);
    const orderNo = String((await finish(member)).data.orderNo);
    expect((await t.api.call(API.recharge.cancelRecharge, { orderNo }, { token: other.token })).code).toBe(CODE.NOT_FOUND);
    expect((await orderRow(t, orderNo)).status).toBe('pending_review');
  });

  it('refuses to cancel a completed order', async () => {
    const member = await newMember(t);
    const orderNo = String((await finish(member)).data.orderNo);
    await approveRecharge(t.db, orderNo, { actor: 'cli:tester' });
    expect((await t.api.call(API.recharge.cancelRecharge, { orderNo }, { token: member.token })).code).toBe(CODE.ORDER_STATE);
    expect(await available(t, member)).toBe('150.00');
  });

  it('leaves the ledger balanced', async () => {
    expect(await checkLedger(t.db)).toEqual([]);
  });
});
