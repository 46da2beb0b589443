import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalEntries, ledgerAccounts, operatorAudit, postings, rechargeOrders, withdrawals } from '../../src/db/schema/index.js';
import { runCommand } from '../../src/operator/operator-commands.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { newMember, type TestMember } from '../helpers/members.js';
import { createManualClock } from '../market/manual-clock.js';
import { pendingRecharge, pendingWithdrawal, readyToWithdraw } from '../operator/money-orders.js';
import { enrolledOperator, type ConsoleBrowser } from './console-client.js';

/**
 * Days and totals on the money lists and the audit log: the days are UTC days, both included;
 * the totals add up every row the filter matches, whatever page is shown.
 */

const clock = createManualClock(Date.parse('2026-11-24T08:00:00Z'));
let t: TestApp;
let owner: ConsoleBrowser;
let finance: ConsoleBrowser;
let content: ConsoleBrowser;
let support: ConsoleBrowser;
let ann: TestMember;

interface Totalled {
  items: { orderNo?: string; id?: number; amount: string }[];
  total: number;
  totals: { currency: string; count: number; amount: string }[];
}

async function list(browser: ConsoleBrowser, url: string): Promise<Totalled> {
  const answer = await browser.send('GET', url);
  expect(answer.status, answer.body.message).toBe(200);
  return answer.body.data as Totalled;
}

/** Moves rows to the moment given, as if made then. */
const dated = (at: string) => new Date(at);

beforeAll(async () => {
  t = await buildTestApp({}, { marketClock: clock });
  owner = (await enrolledOperator(t, clock, 'dates-owner', 'owner')).browser;
  finance = (await enrolledOperator(t, clock, 'dates-finance', 'finance')).browser;
  content = (await enrolledOperator(t, clock, 'dates-content', 'content')).browser;
  support = (await enrolledOperator(t, clock, 'dates-support', 'support')).browser;
  ann = await newMember(t);
  // Three recharges, credited (a member has one open at a time): the 20th, the last second of the 22nd, and the 24th.
  for (const [amount, at] of [
    ['100.00', '2026-11-20T10:00:00Z'],
    ['200.00', '2026-11-22T23:59:59Z'],
    ['300.00', '2026-11-24T00:00:00Z'],
  ] as const) {
    const orderNo = await pendingRecharge(t, ann, amount);
    expect((await runCommand(t.db, { name: 'recharge-approve', orderNo }, { actor: 'cli:test' })).ok).toBe(true);
    await t.db.update(rechargeOrders).set({ createdAt: dated(at) }).where(eq(rechargeOrders.orderNo, orderNo));
  }
  // Two withdrawals, the 21st and the 23rd; the funds for them are an adjustment of the 19th.
  const card = await readyToWithdraw(t, ann, '1000');
  for (const [amount, at] of [
    ['50.00', '2026-11-21T12:00:00Z'],
    ['70.00', '2026-11-23T12:00:00Z'],
  ] as const) {
    const orderNo = await pendingWithdrawal(t, ann, card, amount);
    await t.db.update(withdrawals).set({ createdAt: dated(at) }).where(eq(withdrawals.orderNo, orderNo));
  }
  // Ann's bills, each on its order's day: the recharges, the adjustment (+1000) and the two holds (-50, -70).
  const days: Record<string, string> = {
    '100.00': '2026-11-20T10:00:00Z',
    '200.00': '2026-11-22T23:59:59Z',
    '300.00': '2026-11-24T00:00:00Z',
    '1000.00': '2026-11-19T09:00:00Z',
    '-50.00': '2026-11-21T12:00:00Z',
    '-70.00': '2026-11-23T12:00:00Z',
  };
  const entries = await t.db
    .select({ entryId: postings.entryId, amount: postings.amount })
    .from(postings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
    .where(and(eq(ledgerAccounts.memberId, ann.id), eq(ledgerAccounts.kind, 'member_available')));
  for (const entry of entries) {
    const at = days[Number(entry.amount).toFixed(2)];
    if (at === undefined) throw new Error(`an unexpected bill of ${entry.amount}`);
    await t.db.update(journalEntries).set({ createdAt: dated(at) }).where(eq(journalEntries.id, entry.entryId));
  }
});
afterAll(async () => {
  await t.close();
});

describe('recharges, withdrawals and bills by days, with their totals', () => {
  it('keeps the recharges of the days asked, the last day whole, and adds up every match rather than the page', async () => {
    const days = await list(finance, `/admin/recharges?memberId=${ann.id}&createdFrom=2026-11-21&createdTo=2026-11-22`);
    expect(days.items.map((item) => item.amount)).toEqual(['200.00']);
    expect(days.totals).toEqual([{ currency: expect.any(String) as string, count: 1, amount: '200.00' }]);

    const firstPage = await list(finance, `/admin/recharges?memberId=${ann.id}&pageSize=1`);
    expect(firstPage.items).toHaveLength(1);
    expect(firstPage.totals).toMatchObject([{ count: 3, amount: '600.00' }]);
    const fromThe22nd = await list(finance, `/admin/recharges?memberId=${ann.id}&createdFrom=2026-11-22`);
    expect(fromThe22nd.totals).toMatchObject([{ count: 2, amount: '500.00' }]);
    const none = await list(finance, `/admin/recharges?memberId=${ann.id}&createdTo=2026-11-19`);
    expect(none).toMatchObject({ items: [], total: 0, totals: [] });
  });

  it('does the same for withdrawals and bills', async () => {
    const withdrawn = await list(support, `/admin/withdrawals?memberId=${ann.id}&createdFrom=2026-11-22&createdTo=2026-11-30`);
    expect(withdrawn.items.map((item) => item.amount)).toEqual(['70.00']);
    expect(withdrawn.totals).toMatchObject([{ count: 1, amount: '70.00' }]);
    expect((await list(support, `/admin/withdrawals?memberId=${ann.id}&pageSize=1`)).totals).toMatchObject([{ count: 2, amount: '120.00' }]);

    const bills = await list(finance, `/admin/bills?memberId=${ann.id}&pageSize=1`);
    expect(bills.totals).toMatchObject([{ count: 6, amount: '1480.00' }]);
    const between = await list(finance, `/admin/bills?memberId=${ann.id}&createdFrom=2026-11-21&createdTo=2026-11-23`);
    expect(between.items.map((item) => item.amount)).toEqual(expect.arrayContaining(['-50.00', '200.00', '-70.00']));
    expect(between.totals).toMatchObject([{ count: 3, amount: '80.00' }]);
    const adjustments = await list(finance, `/admin/bills?memberId=${ann.id}&type=adjustment&createdTo=2026-11-19`);
    expect(adjustments.totals).toMatchObject([{ count: 1, amount: '1000.00' }]);
  });

  it('exports the days asked, and the command line prints the totals', async () => {
    const file = await finance.send('GET', `/admin/recharges/export?memberId=${ann.id}&createdFrom=2026-11-24&createdTo=2026-11-24`);
    expect(file.status).toBe(200);
    const lines = file.text.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('300.00');

    const printed = await runCommand(t.db, { name: 'recharges', memberId: ann.id, createdFrom: '2026-11-20', createdTo: '2026-11-22', page: 1, pageSize: 20, sort: 'id', order: 'desc' }, { actor: 'cli:test' });
    expect(printed.text).toMatch(/Every match: 2 for 300\.00 \w+/);
  });

  it('refuses a day that is not one (400) and a range that ends before it starts (422), on the list and its file', async () => {
    expect((await finance.send('GET', '/admin/recharges?createdFrom=2026-13-01')).status).toBe(400);
    expect((await finance.send('GET', '/admin/bills?createdTo=yesterday')).status).toBe(400);
    const backwards = await finance.send('GET', '/admin/withdrawals?createdFrom=2026-11-24&createdTo=2026-11-20');
    expect(backwards.status).toBe(422);
    expect(backwards.body.message).toContain('The first day (2026-11-24) is after the last (2026-11-20)');
    expect((await finance.send('GET', '/admin/bills/export?createdFrom=2026-11-24&createdTo=2026-11-20')).status).toBe(422);
  });

  it('refuses the lists to a role that may not read them', async () => {
    expect((await content.send('GET', '/admin/recharges?createdFrom=2026-11-20')).status).toBe(403);
    expect((await content.send('GET', '/admin/bills?createdFrom=2026-11-20')).status).toBe(403);
    expect((await support.send('GET', '/admin/audit?createdFrom=2026-11-20')).status).toBe(403);
  });
});

describe('the audit log by days', () => {
  it("keeps the days asked, and refuses a bad day", async () => {
    for (const maintenance of [true, false]) {
      await runCommand(t.db, { name: 'maintenance', on: maintenance, message: maintenance ? 'Back soon' : '' }, { actor: 'cli:dates' });
    }
    const rows = await t.db.select({ id: operatorAudit.id }).from(operatorAudit).where(eq(operatorAudit.actor, 'cli:dates'));
    expect(rows).toHaveLength(2);
    const [first, second] = rows.map((row) => row.id).sort((a, b) => a - b);
    await t.db.update(operatorAudit).set({ createdAt: dated('2026-11-10T08:00:00Z') }).where(inArray(operatorAudit.id, [first ?? 0]));
    await t.db.update(operatorAudit).set({ createdAt: dated('2026-11-12T08:00:00Z') }).where(inArray(operatorAudit.id, [second ?? 0]));

    const onThe10th = await list(owner, '/admin/audit?actor=cli:dates&createdFrom=2026-11-10&createdTo=2026-11-10');
    expect(onThe10th.items.map((item) => item.id)).toEqual([first]);
    const fromThe11th = await list(owner, '/admin/audit?actor=cli:dates&createdFrom=2026-11-11');
    expect(fromThe11th.items.map((item) => item.id)).toEqual([second]);
    expect((await owner.send('GET', '/admin/audit?createdTo=2026-02-30')).status).toBe(400);
    expect((await owner.send('GET', '/admin/audit?createdFrom=2026-11-12&createdTo=2026-11-10')).status).toBe(422);
  });
});
