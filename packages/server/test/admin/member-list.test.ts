import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../src/db/schema/index.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { newMember, type TestMember } from '../helpers/members.js';
import { createManualClock } from '../market/manual-clock.js';
import { enrolledOperator, type ConsoleBrowser } from './console-client.js';

/**
 * The console's members search. Its statements are prepared once per shape of search (which
 * filters, the sort, the order: operator/prepared-lists.ts), so each shape is asked here more than
 * once with other values, and shapes follow each other, to show that a kept statement answers its
 * own request's values and never another shape's.
 */

const clock = createManualClock(Date.parse('2026-11-24T08:00:00Z'));
let t: TestApp;
let support: ConsoleBrowser;
let ann: TestMember;
let bob: TestMember;
let cid: TestMember;

interface MemberItem {
  id: number;
  username: string;
  mobile: string;
  email: string;
  inviteCode: string;
  registeredAt: string;
}

async function search(query: string): Promise<{ items: MemberItem[]; total: number }> {
  const answer = await support.send('GET', `/admin/members?${query}`);
  expect(answer.status).toBe(200);
  return answer.body.data as { items: MemberItem[]; total: number };
}

const names = async (query: string) => (await search(query)).items.map((item) => item.username);

beforeAll(async () => {
  t = await buildTestApp({}, { marketClock: clock });
  support = (await enrolledOperator(t, clock, 'search-support', 'support')).browser;
  [ann, bob, cid] = [await newMember(t), await newMember(t), await newMember(t)];
  const set = (member: TestMember, fields: Partial<typeof members.$inferInsert>) => t.db.update(members).set(fields).where(eq(members.id, member.id));
  await set(ann, { phone: '+85291234567', email: 'ann@example.com', createdAt: new Date('2026-11-01T10:00:00Z') });
  await set(bob, { phone: '+85297654321', email: 'Bob@Example.com', createdAt: new Date('2026-11-02T23:59:59Z') });
  await set(cid, { createdAt: new Date('2026-11-03T00:00:00Z') });
  // Only these three were registered in November 2026: the other members of the database are older or newer.
  await t.db.update(members).set({ createdAt: new Date('2026-10-01T00:00:00Z') }).where(inArray(members.id, (await t.db.select({ id: members.id }).from(members)).map((row) => row.id).filter((id) => ![ann.id, bob.id, cid.id].includes(id))));
});
afterAll(async () => {
  await t.close();
});

describe('the members search', () => {
  it('finds by username start, id, mobile, email (any case) and invite code, each with its own values', async () => {
    expect(await names(`q=${ann.username}`)).toEqual([ann.username]);
    expect(await names(`q=${bob.username}`)).toEqual([bob.username]);
    expect(await names(`q=${ann.username.slice(0, -1).toUpperCase()}`)).toContain(ann.username);
    expect(await names(`q=${bob.id}`)).toContain(bob.username);
    expect(await names(`q=${cid.id}`)).toContain(cid.username);
    expect(await names('q=%2B85291234567')).toEqual([ann.username]);
    expect(await names('q=BOB@example.COM')).toEqual([bob.username]);
    const [code] = await t.db.select({ code: members.inviteCode }).from(members).where(eq(members.id, cid.id));
    expect(await names(`q=${(code?.code ?? '').toLowerCase()}`)).toEqual([cid.username]);
    // `%` and `_` are letters, not wildcards.
    expect(await search('q=%25')).toMatchObject({ items: [], total: 0 });
  });

  it('counts whole registration days, the last one included, whichever days are asked', async () => {
    expect(await names('registeredFrom=2026-11-01&registeredTo=2026-11-02&sort=registeredAt&order=asc')).toEqual([ann.username, bob.username]);
    expect(await names('registeredFrom=2026-11-02&registeredTo=2026-11-03&sort=registeredAt&order=asc')).toEqual([bob.username, cid.username]);
    expect(await names('registeredFrom=2026-11-03&sort=registeredAt&order=asc')).toEqual([cid.username]);
    expect(await names('registeredTo=2026-11-01&sort=registeredAt&order=desc&pageSize=1')).toEqual([ann.username]);
    expect(await search('registeredFrom=2026-11-04&registeredTo=2026-11-30')).toMatchObject({ items: [], total: 0 });
  });

  it('sorts and pages each shape of search on its own', async () => {
    const november = 'registeredFrom=2026-11-01&registeredTo=2026-11-30';
    const byName = [ann, bob, cid].map((member) => member.username).sort((a, b) => a.localeCompare(b));
    expect(await names(`${november}&sort=username&order=asc`)).toEqual(byName);
    expect(await names(`${november}&sort=username&order=desc`)).toEqual([...byName].reverse());
    expect(await names(`${november}&sort=id&order=desc`)).toEqual([cid.username, bob.username, ann.username]);
    const pages = await Promise.all([1, 2, 3, 4].map((page) => search(`${november}&sort=id&order=asc&pageSize=1&page=${page}`)));
    expect(pages.map((each) => each.items.map((item) => item.username))).toEqual([[ann.username], [bob.username], [cid.username], []]);
    expect(pages.map((each) => each.total)).toEqual([3, 3, 3, 3]);
  });
});
