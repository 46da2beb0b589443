import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import type { TestMember } from '../helpers/members.js';
import { createManualClock } from '../market/manual-clock.js';
import { funded, grant } from '../modules/withdraw/withdraw-fixtures.js';
import { enrolledOperator, type ConsoleBrowser } from './console-client.js';

/**
 * The console's bills list, paged on the server: the page's rows are found by their posting ids
 * alone and joined to the rest afterwards, so every page must still be the same rows, in order,
 * with their member and type, whatever the filter.
 */

const clock = createManualClock(Date.parse('2026-11-24T08:00:00Z'));
let t: TestApp;
let finance: ConsoleBrowser;
let ann: TestMember;
let bob: TestMember;

interface BillItem {
  id: number;
  memberId: number;
  username: string;
  type: string;
  amount: string;
}

async function page(url: string): Promise<{ items: BillItem[]; total: number; totalIsLowerBound?: boolean }> {
  const answer = await finance.send('GET', url);
  expect(answer.status).toBe(200);
  return answer.body.data as { items: BillItem[]; total: number; totalIsLowerBound?: boolean };
}

beforeAll(async () => {
  t = await buildTestApp({}, { marketClock: clock });
  finance = (await enrolledOperator(t, clock, 'bills-finance', 'finance')).browser;
  ann = await funded(t, '10');
  bob = await funded(t, '20');
  for (const amount of ['1', '2', '3', '4']) await grant(t, ann, amount);
  await grant(t, bob, '5');
});
afterAll(async () => {
  await t.close();
});

describe('the bills list', () => {
  it('pages newest first, each page the next rows of the whole list, with member and type', async () => {
    const whole = await page(`/admin/bills?memberId=${ann.id}&pageSize=100`);
    expect(whole.total).toBe(5);
    expect(whole.items.map((item) => item.amount)).toEqual(['4.00', '3.00', '2.00', '1.00', '10.00']);
    expect(whole.items.every((item) => item.username === ann.username && item.memberId === ann.id && item.type === 'adjustment')).toBe(true);

    const pages = await Promise.all([1, 2, 3].map((n) => page(`/admin/bills?memberId=${ann.id}&pageSize=2&page=${n}`)));
    expect(pages.map((each) => each.items.map((item) => item.id))).toEqual([
      whole.items.slice(0, 2).map((item) => item.id),
      whole.items.slice(2, 4).map((item) => item.id),
      whole.items.slice(4).map((item) => item.id),
    ]);
    expect(pages.map((each) => each.total)).toEqual([5, 5, 5]);
    const oldestFirst = await page(`/admin/bills?memberId=${ann.id}&pageSize=2&order=asc`);
    expect(oldestFirst.items.map((item) => item.id)).toEqual([whole.items[4]?.id, whole.items[3]?.id]);
  });

  it('filters by type, alone or with a member, on every page', async () => {
    const adjustments = await page('/admin/bills?type=adjustment&pageSize=100');
    const mine = adjustments.items.filter((item) => item.memberId === ann.id || item.memberId === bob.id);
    expect(mine).toHaveLength(7);
    const second = await page('/admin/bills?type=adjustment&pageSize=1&page=2');
    expect(second.items.map((item) => item.id)).toEqual([adjustments.items[1]?.id]);
    expect(second.total).toBe(adjustments.total);

    const bobs = await page(`/admin/bills?memberId=${bob.id}&type=adjustment`);
    expect(bobs.items.map((item) => item.amount)).toEqual(['5.00', '20.00']);
    expect(await page(`/admin/bills?memberId=${bob.id}&type=recharge`)).toMatchObject({ items: [], total: 0 });
    expect(await page(`/admin/bills?memberId=${bob.id}&page=3`)).toMatchObject({ items: [], total: 2 });
  });
});
