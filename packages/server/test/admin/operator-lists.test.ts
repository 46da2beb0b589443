import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, rechargeOrders, withdrawals } from '../../src/db/schema/index.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { newMember, type TestMember } from '../helpers/members.js';
import { createManualClock } from '../market/manual-clock.js';
import { pendingRecharge, pendingWithdrawal, readyToWithdraw } from '../operator/money-orders.js';
import { enrolledOperator, type ConsoleBrowser } from './console-client.js';

/**
 * The console's lists as operators use them (issue 36): the pending queue a page at a time, by
 * kind, member, time or amount; money lists by a member's username as well as their id; the
 * members search by a mobile typed without `+` and by part of an e-mail; and the dashboard's
 * "today", which means the same for recharges and withdrawals.
 */
const clock = createManualClock(Date.parse('2026-11-30T08:00:00Z'));
let t: TestApp;
let finance: ConsoleBrowser;
let ann: TestMember;
let bob: TestMember;
/** Ann's orders, oldest first: a recharge of 200 and withdrawals of 30 and 80. */
let annOrders: string[];

beforeAll(async () => {
  t = await buildTestApp({}, { marketClock: clock });
  finance = (await enrolledOperator(t, clock, 'lists-finance', 'finance')).browser;
  [ann, bob] = [await newMember(t), await newMember(t)];
  const card = await readyToWithdraw(t, ann, '300.00');
  const recharge = await pendingRecharge(t, ann, '200.00');
  const small = await pendingWithdrawal(t, ann, card, '30.00');
  const large = await pendingWithdrawal(t, ann, card, '80.00');
  annOrders = [recharge, small, large];
  // Seconds apart, so "oldest first" has one answer.
  for (const [index, orderNo] of annOrders.entries()) {
    const at = new Date(Date.parse('2026-11-30T07:00:00Z') + index * 1000);
    await t.db.update(rechargeOrders).set({ createdAt: at }).where(eq(rechargeOrders.orderNo, orderNo));
    await t.db.update(withdrawals).set({ createdAt: at }).where(eq(withdrawals.orderNo, orderNo));
  }
  await pendingRecharge(t, bob, '55.00');
});
afterAll(async () => {
  await t.close();
});

interface QueuePage {
  orders: { orderNo: string; kind: string; amount: string; username: string }[];
  total: number;
}

async function queue(query: string): Promise<QueuePage> {
  const answer = await finance.send('GET', `/admin/pending?${query}`);
  expect(answer.status).toBe(200);
  return answer.body.data as QueuePage;
}

describe('the pending queue', () => {
  it("finds one member's orders by username (any case) or id, oldest first, and counts them all", async () => {
    for (const member of [ann.username, ann.username.toUpperCase(), String(ann.id)]) {
      expect(await queue(`limit=20&member=${member}`)).toMatchObject({ orders: annOrders.map((orderNo) => ({ orderNo })), total: 3 });
    }
    expect(await queue('limit=20&member=nobody-at-all')).toEqual({ orders: [], total: 0 });
  });

  it('pages through the queue: each page its own orders, the total always the whole', async () => {
    const first = await queue(`limit=2&page=1&member=${ann.username}`);
    const second = await queue(`limit=2&page=2&member=${ann.username}`);
    expect(first).toMatchObject({ total: 3, orders: [{ orderNo: annOrders[0] }, { orderNo: annOrders[1] }] });
    expect(second).toMatchObject({ total: 3, orders: [{ orderNo: annOrders[2] }] });
    const everyone = await queue('limit=1&page=1');
    expect(everyone.orders).toHaveLength(1);
    expect(everyone.total).toBeGreaterThanOrEqual(4);
  });

  it('filters by kind and sorts by amount or newest first', async () => {
    expect((await queue(`limit=20&kind=recharge&member=${ann.username}`)).orders.map((order) => order.kind)).toEqual(['recharge']);
    expect((await queue(`limit=20&kind=withdrawal&member=${ann.username}`)).total).toBe(2);
    expect((await queue(`limit=20&sort=amount&order=desc&member=${ann.username}`)).orders.map((order) => order.amount)).toEqual(['200.00', '80.00', '30.00']);
    expect((await queue(`limit=20&sort=amount&order=asc&member=${ann.username}`)).orders.map((order) => order.amount)).toEqual(['30.00', '80.00', '200.00']);
    expect((await queue(`limit=20&order=desc&member=${ann.username}`)).orders.map((order) => order.orderNo)).toEqual([...annOrders].reverse());
  });

  it('refuses a kind or sort it does not have', async () => {
    expect((await finance.send('GET', '/admin/pending?limit=20&kind=bill')).status).toBe(400);
    expect((await finance.send('GET', '/admin/pending?limit=20&sort=member')).status).toBe(400);
  });
});

describe("money lists by a member's username or id", () => {
  it.each(['recharges', 'withdrawals', 'bills'])('%s', async (list) => {
    const byName = await finance.send('GET', `/admin/${list}?member=${ann.username.toUpperCase()}`);
    const byId = await finance.send('GET', `/admin/${list}?member=${ann.id}`);
    const byOldId = await finance.send('GET', `/admin/${list}?memberId=${ann.id}`);
    for (const answer of [byName, byId, byOldId]) expect(answer.status).toBe(200);
    const items = (byName.body.data as { items: { memberId: number }[] }).items;
    expect(items.length).toBeGreaterThan(0);
    expect(new Set(items.map((item) => item.memberId))).toEqual(new Set([ann.id]));
    expect(byId.body.data).toEqual(byName.body.data);
    expect(byOldId.body.data).toEqual(byName.body.data);
    expect((await finance.send('GET', `/admin/${list}?member=nobody-at-all`)).body.data).toMatchObject({ items: [], total: 0 });
  });

  it('exports what the page shows for a username', async () => {
    // Another member's withdrawal, which the file must leave out.
    const other = await newMember(t);
    await pendingWithdrawal(t, other, await readyToWithdraw(t, other, '100.00'), '20.00');
    const file = await finance.send('GET', `/admin/withdrawals/export?member=${ann.username}`);
    expect(file.status).toBe(200);
    const rows = file.text.trim().split('\r\n').slice(1);
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row).toContain(ann.username);
  });
});

describe('the members search', () => {
  it('finds a mobile typed without +, with spaces, or without its country code, and part of an e-mail', async () => {
    const cid = await newMember(t);
    await t.db.update(members).set({ phone: '+85261234598', email: 'cid.wong@example.org' }).where(eq(members.id, cid.id));
    const found = async (q: string) => {
      const answer = await finance.send('GET', `/admin/members?q=${encodeURIComponent(q)}`);
      expect(answer.status).toBe(200);
      return (answer.body.data as { items: { id: number }[] }).items.map((item) => item.id);
    };
    for (const q of ['85261234598', '+85261234598', '852 6123 4598', '61234598', 'cid.wong', 'WONG@EXAMPLE', 'example.org']) {
      expect(await found(q), q).toContain(cid.id);
    }
    expect(await found('61234599')).not.toContain(cid.id);
  });
});

describe("the dashboard's today", () => {
  interface Figures {
    count: number;
    sum: string;
    requested: { count: number; sum: string };
  }
  const today = async () => (await finance.send('GET', '/admin/dashboard')).body.data as { today: { recharges: Figures; withdrawals: Figures } };

  it('counts recharges credited and withdrawals paid, with how many were requested beside them', async () => {
    const before = (await today()).today;
    const member = await newMember(t);
    const card = await readyToWithdraw(t, member, '100.00');
    const credited = await pendingRecharge(t, member, '60.00');
    expect((await finance.send('POST', `/admin/recharges/${credited}/approve`, { body: {} })).status).toBe(200);
    await pendingRecharge(t, member, '75.00');
    const paid = await pendingWithdrawal(t, member, card, '10.00');
    const rejected = await pendingWithdrawal(t, member, card, '20.00');
    await pendingWithdrawal(t, member, card, '30.00');
    expect((await finance.send('POST', `/admin/withdrawals/${paid}/pay`, { body: {} })).status).toBe(200);
    expect((await finance.send('POST', `/admin/withdrawals/${rejected}/reject`, { body: { reason: 'Not the holder' } })).status).toBe(200);

    const after = (await today()).today;
    const grew = (figures: Figures, earlier: Figures) => ({
      count: figures.count - earlier.count,
      sum: (Number(figures.sum) - Number(earlier.sum)).toFixed(2),
      requested: { count: figures.requested.count - earlier.requested.count, sum: (Number(figures.requested.sum) - Number(earlier.requested.sum)).toFixed(2) },
    });
    expect(grew(after.recharges, before.recharges)).toEqual({ count: 1, sum: '60.00', requested: { count: 2, sum: '135.00' } });
    expect(grew(after.withdrawals, before.withdrawals)).toEqual({ count: 1, sum: '10.00', requested: { count: 3, sum: '60.00' } });
  });
});
