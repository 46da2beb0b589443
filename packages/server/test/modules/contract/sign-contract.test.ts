import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Decimal } from 'decimal.js';
import { eq, like } from 'drizzle-orm';
import { API, CODE, ZContractOrder, ZGetContractOrderPageResponse, ZGetSecondsOptionResponse, ZGetTypeOptionResponse } from '@meridian/protocol';
import { contractOrders, journalEntries } from '../../../src/db/schema/index.js';
import { checkLedger } from '../../../src/ledger/check-ledger.js';
import { CURRENCIES } from '../../../src/market/currencies.js';
import { DEFAULT_CONTRACT_SETTINGS } from '../../../src/settings/contract-settings.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { newMember, type TestMember } from '../../helpers/members.js';
import { createManualClock, type ManualClock } from '../../market/manual-clock.js';
import { START, advance, as, balances, grant, requestId, sign, signed } from './contract-fixtures.js';

let t: TestApp;
let clock: ManualClock;
let alice: TestMember;
let bob: TestMember;

beforeAll(async () => {
  clock = createManualClock(START);
  t = await buildTestApp({}, { marketClock: clock });
  await t.deps.market.start();
  await advance(t, clock, 60_000);
  alice = await newMember(t);
  bob = await newMember(t);
  await grant(t, alice, '1000');
});
afterAll(async () => {
  await t.close();
});

describe('getTypeOption and getSecondsOption', () => {
  it('lists every market currency until the operator narrows them', async () => {
    const answer = await t.api.call(API.contractShort.getTypeOption, {}, as(alice));
    const { list } = ZGetTypeOptionResponse.parse(answer.data);
    expect(list.map((type) => type.allname)).toEqual(CURRENCIES.map((currency) => currency.allname));
    expect(list[0]).toEqual({ name: 'BTC', allname: 'BTC/USDT' });
  });

  it('answers the published durations, shortest first, at both paths and without a token', async () => {
    const expected = DEFAULT_CONTRACT_SETTINGS.options.map((option) => ({ ...option, currency: 'USDT' }));
    for (const path of [API.common.getSecondsOption, API.contractShort.getSecondsOption]) {
      const answer = await t.api.call(path);
      expect(answer.code).toBe(CODE.OK);
      expect(ZGetSecondsOptionResponse.parse(answer.data).list).toEqual(expected);
    }
  });
});

describe('sign', () => {
  it('holds the stake and records the tick of this second as the purchase price', async () => {
    const before = await balances(t, alice);
    const order = await signed(t, alice, { allname: 'ETH/USDT', direction: 'down', seconds: 60, amount: '25.5' });
    const tick = await t.deps.market.priceAt('ETH/USDT', clock.now());
    expect(tick?.at).toBe(clock.now());
    expect(order).toMatchObject({
      allname: 'ETH/USDT',
      direction: 'down',
      seconds: 60,
      yieldPercent: '85',
      amount: '25.50',
      currency: 'USDT',
      purchasePrice: new Decimal(tick?.price ?? '0').toFixed(),
      purchaseTickAt: clock.now(),
      expiresAt: clock.now() + 60_000,
      status: 'running',
      settlePrice: null,
      settleTickAt: null,
      profit: null,
    });
    const after = await balances(t, alice);
    expect(new Decimal(before.available).minus(after.available).toFixed(2)).toBe('25.50');
    expect(new Decimal(after.held).minus(before.held).toFixed(2)).toBe('25.50');
    const [hold] = await t.db.select().from(journalEntries).where(eq(journalEntries.requestId, `contract-hold:${order.orderNo}`));
    expect(hold).toMatchObject({ causeType: 'contract', causeId: order.orderNo });
  });

  it('signs once per requestId', async () => {
    const id = requestId();
    const first = ZContractOrder.parse((await sign(t, alice, { requestId: id, amount: '10' })).data);
    const again = await sign(t, alice, { requestId: id, amount: '10' });
    expect(again.data).toEqual(first);
    const holds = await t.db.select().from(journalEntries).where(like(journalEntries.requestId, `contract-hold:${first.orderNo}`));
    expect(holds).toHaveLength(1);
    expect((await sign(t, alice, { requestId: id, amount: '11' })).code).toBe(CODE.REQUEST_ID_REUSED);
  });

  it.each([
    ['an unknown currency', { allname: 'FOO/USDT' }, 'allname'],
    ['a duration not offered', { seconds: 45 }, 'seconds'],
    ['an amount below the minimum', { amount: '9.99' }, 'amount'],
    ['an amount above the maximum', { seconds: 30, amount: '5000.01' }, 'amount'],
    ['an amount with too many decimals', { amount: '10.001' }, 'amount'],
  ])('refuses %s on the field, holding nothing', async (_name, fields, field) => {
    const before = await balances(t, alice);
    const answer = await sign(t, alice, fields);
    expect(answer.code).toBe(CODE.INVALID_PARAMS);
    expect(answer.data).toMatchObject({ fields: [field] });
    expect(await balances(t, alice)).toEqual(before);
  });

  it('names the limit it breaks', async () => {
    const answer = await sign(t, alice, { amount: '5' });
    expect(answer.msg).toBe('The minimum for this contract is 10.00 USDT.');
  });

  it('refuses a stake the available balance does not cover with the recharge redirect code', async () => {
    const answer = await sign(t, bob, { amount: '10' });
    expect(answer.code).toBe(CODE.CONTRACT_BALANCE_LOW);
    const rows = await t.db.select().from(contractOrders).where(eq(contractOrders.memberId, bob.id));
    expect(rows).toEqual([]);
  });

  it('refuses a currency the operator no longer offers', async () => {
    await t.deps.settings.set('contract', { ...DEFAULT_CONTRACT_SETTINGS, allnames: ['ETH/USDT', 'BTC/USDT'] });
    try {
      const types = ZGetTypeOptionResponse.parse((await t.api.call(API.contractShort.getTypeOption, {}, as(alice))).data);
      expect(types.list.map((type) => type.allname)).toEqual(['ETH/USDT', 'BTC/USDT']);
      const answer = await sign(t, alice, { allname: 'SOL/USDT' });
      expect(answer.code).toBe(CODE.INVALID_PARAMS);
      expect(answer.data).toMatchObject({ fields: ['allname'] });
    } finally {
      await t.deps.settings.set('contract', DEFAULT_CONTRACT_SETTINGS);
    }
  });

  it('needs a token', async () => {
    const answer = await t.api.call(API.contractShort.sign, { allname: 'BTC/USDT', direction: 'up', seconds: 30, amount: '10', requestId: requestId() });
    expect(answer.code).toBe(CODE.SESSION_INVALID);
  });
});

describe('getOrderPage', () => {
  it('lists only the caller’s own contracts, running ones under running, newest first', async () => {
    const mine = await signed(t, alice, { amount: '12' });
    const page = ZGetContractOrderPageResponse.parse((await t.api.call(API.contractShort.getOrderPage, { status: 'running', page: 1, pageSize: 2 }, as(alice))).data);
    expect(page.list[0]).toEqual(mine);
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(page.list).toHaveLength(2);
    const finished = ZGetContractOrderPageResponse.parse((await t.api.call(API.contractShort.getOrderPage, { status: 'finished' }, as(alice))).data);
    expect(finished.total).toBe(0);
    const others = ZGetContractOrderPageResponse.parse((await t.api.call(API.contractShort.getOrderPage, { status: 'running' }, as(bob))).data);
    expect(others).toEqual({ list: [], total: 0, page: 1, pageSize: 20 });
  });

  it('lists the running contracts of one pair when asked, as the K-line page does when the member comes back to it', async () => {
    const member = await newMember(t);
    await grant(t, member, '100');
    const btc = await signed(t, member, { allname: 'BTC/USDT', amount: '10' });
    const eth = await signed(t, member, { allname: 'ETH/USDT', amount: '10' });
    const onPair = async (allname: string) =>
      ZGetContractOrderPageResponse.parse((await t.api.call(API.contractShort.getOrderPage, { status: 'running', allname }, as(member))).data);
    expect(await onPair('BTC/USDT')).toEqual({ list: [btc], total: 1, page: 1, pageSize: 20 });
    expect(await onPair('ETH/USDT')).toEqual({ list: [eth], total: 1, page: 1, pageSize: 20 });
    expect((await onPair('SOL/USDT')).total).toBe(0);
    // Another member's pair filter still shows only their own.
    expect((await t.api.call(API.contractShort.getOrderPage, { status: 'running', allname: 'BTC/USDT' }, as(bob))).data).toMatchObject({ list: [], total: 0 });
    expect((await t.api.call(API.contractShort.getOrderPage, { status: 'running', allname: '' }, as(member))).code).toBe(CODE.INVALID_PARAMS);
  });

  it('refuses an unknown status', async () => {
    const answer = await t.api.call(API.contractShort.getOrderPage, { status: 'won' }, as(alice));
    expect(answer.code).toBe(CODE.INVALID_PARAMS);
  });
});

describe('a stale currency', () => {
  it('is refused with PRICE_STALE once the feed has been silent for 10 s', async () => {
    await t.deps.market.stop();
    clock.advance(11_000);
    const before = await balances(t, alice);
    const answer = await sign(t, alice);
    expect(answer.code).toBe(CODE.PRICE_STALE);
    expect(await balances(t, alice)).toEqual(before);
    expect(await checkLedger(t.db)).toEqual([]);
  });
});
