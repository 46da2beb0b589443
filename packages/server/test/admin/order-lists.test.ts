import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, CODE, ZGetContractOrderPageResponse, ZInterestOrder } from '@meridian/protocol';
import { contractOrders, operatorAudit } from '../../src/db/schema/index.js';
import { checkLedger } from '../../src/ledger/check-ledger.js';
import { settleDueContracts } from '../../src/modules/contract/settle-due-contracts.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import type { TestMember } from '../helpers/members.js';
import { createManualClock } from '../market/manual-clock.js';
import { START, advance, signed } from '../modules/contract/contract-fixtures.js';
import { addProduct, bought, setPayPassword } from '../modules/mining/mining-fixtures.js';
import { GRAB_INTERVAL_MS, TEST_TASK_SETTINGS, grabbed, pay, useTestCatalogue } from '../modules/task/task-fixtures.js';
import { as, balances, funded, requestId } from '../modules/withdraw/withdraw-fixtures.js';
import { enrolledOperator, type ConsoleBrowser } from './console-client.js';

/** The console's read-only order lists, over orders members made through the member API. */

const clock = createManualClock(START);
let t: TestApp;
let support: ConsoleBrowser;
let finance: ConsoleBrowser;
let content: ConsoleBrowser;

beforeAll(async () => {
  t = await buildTestApp({}, { marketClock: clock });
  await t.deps.market.start();
  await advance(t, clock, 60_000);
  await t.deps.settings.set('interest', { minAmount: '100', dailyRatePercent: '0.5', holdDays: 7, handlingPercent: '2' });
  await t.deps.settings.set('task', TEST_TASK_SETTINGS);
  await useTestCatalogue(t);
  support = (await enrolledOperator(t, clock, 'orders-support', 'support')).browser;
  finance = (await enrolledOperator(t, clock, 'orders-finance', 'finance')).browser;
  content = (await enrolledOperator(t, clock, 'orders-content', 'content')).browser;
});
afterAll(async () => {
  expect(await checkLedger(t.db)).toEqual([]);
  await t.close();
});


interface ListAnswer<Item> {
  status: number;
  items: Item[];
  total: number;
}

async function list<Item>(browser: ConsoleBrowser, url: string): Promise<ListAnswer<Item>> {
  const answer = await browser.send('GET', url);
  const data = answer.body.data as { items?: Item[]; total?: number } | undefined;
  return { status: answer.status, items: data?.items ?? [], total: data?.total ?? 0 };
}

interface ContractItem {
  orderNo: string;
  memberId: number;
  username: string;
  status: string;
  direction: string;
  purchasePrice: string;
  purchaseTickAt: string;
  settlePrice: string | null;
  settleTickAt: string | null;
  profit: string | null;
}

describe('contracts', () => {
  let alice: TestMember;
  beforeAll(async () => {
    alice = await funded(t);
    await signed(t, alice, { allname: 'BTC/USDT', direction: 'up', amount: '100' });
    await signed(t, alice, { allname: 'ETH/USDT', direction: 'down', amount: '50' });
    await advance(t, clock, 31_000);
    expect(await settleDueContracts(t.deps)).toBe(2);
    await signed(t, alice, { allname: 'BTC/USDT', direction: 'up', amount: '25' });
    // Someone else's contract, which a member filter leaves out.
    await signed(t, await funded(t), { direction: 'down', amount: '10' });
  });

  it('lists a member’s contracts newest first with the ticks the member sees, as ISO times', async () => {
    const answer = await list<ContractItem>(support, `/admin/contracts?memberId=${alice.id}`);
    expect(answer.status).toBe(200);
    expect(answer.total).toBe(3);
    expect(answer.items.map((item) => item.status)[0]).toBe('running');
    const own = ZGetContractOrderPageResponse.parse((await t.api.call(API.contractShort.getOrderPage, { status: 'finished', pageSize: 10 }, as(alice))).data);
    for (const order of own.list) {
      const item = answer.items.find((candidate) => candidate.orderNo === order.orderNo);
      expect(item).toMatchObject({
        memberId: alice.id,
        username: alice.username,
        direction: order.direction,
        status: order.status,
        purchasePrice: order.purchasePrice,
        purchaseTickAt: new Date(order.purchaseTickAt).toISOString(),
        settlePrice: order.settlePrice,
        settleTickAt: order.settleTickAt === null ? null : new Date(order.settleTickAt).toISOString(),
      });
      expect(item?.settlePrice).not.toBeNull();
    }
    const running = answer.items[0];
    expect(running).toMatchObject({ settlePrice: null, settleTickAt: null, profit: null });
  });

  it('filters by open or settled and by direction', async () => {
    const open = await list<ContractItem>(finance, `/admin/contracts?memberId=${alice.id}&status=open`);
    expect(open.items.map((item) => item.status)).toEqual(['running']);
    const settled = await list<ContractItem>(finance, `/admin/contracts?memberId=${alice.id}&status=settled`);
    expect(settled.total).toBe(2);
    expect(settled.items.every((item) => ['won', 'lost', 'draw'].includes(item.status))).toBe(true);
    const down = await list<ContractItem>(finance, `/admin/contracts?memberId=${alice.id}&direction=down`);
    expect(down.items.map((item) => item.direction)).toEqual(['down']);
    expect((await support.send('GET', '/admin/contracts?status=running')).status).toBe(400);
  });

  it('pages on the server: a page of one, the next page, and no page over 100', async () => {
    const all = await list<ContractItem>(support, `/admin/contracts?memberId=${alice.id}&sort=id&order=asc`);
    const second = await list<ContractItem>(support, `/admin/contracts?memberId=${alice.id}&sort=id&order=asc&page=2&pageSize=1`);
    expect(second.total).toBe(3);
    expect(second.items.map((item) => item.orderNo)).toEqual([all.items[1]?.orderNo]);
    expect((await list<ContractItem>(support, `/admin/contracts?memberId=${alice.id}&page=9&pageSize=100`)).items).toEqual([]);
    expect((await support.send('GET', '/admin/contracts?pageSize=101')).status).toBe(400);
    expect((await support.send('GET', '/admin/contracts?sort=profit')).status).toBe(400);
  });

  it('changes nothing and writes no audit row: reading a list is not an action', async () => {
    const before = await t.db.select().from(contractOrders).where(eq(contractOrders.memberId, alice.id));
    const [audited] = await t.db.select({ n: count() }).from(operatorAudit);
    const money = await balances(t, alice);
    await list(support, `/admin/contracts?memberId=${alice.id}`);
    expect(await t.db.select().from(contractOrders).where(eq(contractOrders.memberId, alice.id))).toEqual(before);
    expect((await t.db.select({ n: count() }).from(operatorAudit))[0]).toEqual(audited);
    expect(await balances(t, alice)).toEqual(money);
  });
});

describe('mining orders', () => {
  it('lists the machines a member bought, with the terms they bought them on, by status', async () => {
    const member = await funded(t);
    await setPayPassword(t, member);
    const productId = await addProduct(t, { name: 'Orders rig', price: '120', dailyRate: '1.5', lockDays: 3 });
    const order = await bought(t, member, productId);
    const answer = await list<Record<string, unknown>>(finance, `/admin/mining-orders?memberId=${member.id}`);
    expect(answer).toMatchObject({ status: 200, total: 1 });
    expect(answer.items[0]).toMatchObject({
      orderNo: order.orderNo,
      memberId: member.id,
      username: member.username,
      productId,
      productName: { 'en-US': 'Orders rig' },
      price: '120.00',
      currency: 'USDT',
      dailyRate: '1.5',
      dailyIncome: '1.80',
      lockDays: 3,
      daysPaid: 0,
      status: 'running',
      finishedAt: null,
    });
    expect((await list(finance, `/admin/mining-orders?memberId=${member.id}&status=finished`)).total).toBe(0);
    expect((await list(finance, `/admin/mining-orders?memberId=${member.id}&status=running`)).total).toBe(1);
    expect((await finance.send('GET', '/admin/mining-orders?pageSize=101')).status).toBe(400);
  });
});

describe('interest orders', () => {
  it('lists a member’s deposits, holding then extracted', async () => {
    const member = await funded(t);
    const deposit = await t.api.call(API.interest.buyIn, { amount: '250.50', requestId: requestId() }, as(member));
    expect(deposit.code).toBe(CODE.OK);
    const { orderNo } = ZInterestOrder.parse(deposit.data);
    const holding = await list<Record<string, unknown>>(support, `/admin/interest-orders?memberId=${member.id}&status=holding`);
    expect(holding.items).toMatchObject([
      { orderNo, memberId: member.id, username: member.username, amount: '250.50', currency: 'USDT', dailyRate: '0.5', holdDays: 7, handlingPercent: '2', status: 'holding', paidOut: null },
    ]);
    expect((await list(support, `/admin/interest-orders?memberId=${member.id}&status=extracted`)).total).toBe(0);

    expect((await t.api.call(API.interest.extractOut, { orderNo, requestId: requestId() }, as(member))).code).toBe(CODE.OK);
    const extracted = await list<Record<string, unknown>>(support, `/admin/interest-orders?memberId=${member.id}&status=extracted`);
    // Extracted before the hold: the interest is forfeited and the 2 % charge is paid.
    expect(extracted.items).toMatchObject([{ orderNo, status: 'extracted', handlingCharge: '5.01', paidOut: '245.49', interestPaid: '0.00' }]);
    expect((await support.send('GET', '/admin/interest-orders?pageSize=101')).status).toBe(400);
  });
});

describe('task orders', () => {
  it('lists a member’s goods orders, paid and waiting, by status', async () => {
    const member = await funded(t, '1000');
    clock.advance(GRAB_INTERVAL_MS);
    const paid = await grabbed(t, member);
    expect((await pay(t, member, paid.orderNo)).code).toBe(CODE.OK);
    clock.advance(GRAB_INTERVAL_MS);
    const waiting = await grabbed(t, member);

    const all = await list<Record<string, unknown>>(finance, `/admin/task-orders?memberId=${member.id}`);
    expect(all.total).toBe(2);
    expect(all.items.map((item) => item.orderNo)).toEqual([waiting.orderNo, paid.orderNo]);
    expect(all.items[1]).toMatchObject({ memberId: member.id, username: member.username, price: paid.price, commission: paid.commission, level: 1, status: 'paid' });
    expect(all.items[1]?.goodsName).toEqual({ 'en-US': paid.goodsName });
    expect((await list(finance, `/admin/task-orders?memberId=${member.id}&status=waiting`)).items).toMatchObject([{ orderNo: waiting.orderNo, paidAt: null }]);
    expect((await list(finance, `/admin/task-orders?memberId=${member.id}&status=paid`)).items).toMatchObject([{ orderNo: paid.orderNo }]);
    expect((await finance.send('GET', '/admin/task-orders?status=cancelled')).status).toBe(400);
    expect((await finance.send('GET', '/admin/task-orders?pageSize=101')).status).toBe(400);
  });
});

describe('who reads orders', () => {
  it.each(['/admin/contracts', '/admin/mining-orders', '/admin/interest-orders', '/admin/task-orders'])('%s: support and finance read it, content is refused', async (path) => {
    expect((await support.send('GET', path)).status).toBe(200);
    expect((await finance.send('GET', path)).status).toBe(200);
    const refused = await content.send('GET', path);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('The content role may not do this.');
  });
});
