import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRequestId } from '@meridian/protocol';
import { operatorAudit } from '../../src/db/schema/index.js';
import { COMMAND_DEFINITIONS } from '../../src/operator/command-registry.js';
import { OPERATOR_ROLES } from '../../src/operator/operator-roles.js';
import { mayRun } from '../../src/operator/role-matrix.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { newMember } from '../helpers/members.js';
import { createManualClock } from '../market/manual-clock.js';
import { available, pendingRecharge, pendingWithdrawal, readyToWithdraw } from '../operator/money-orders.js';
import { enrolledOperator, type ConsoleBrowser } from './console-client.js';

const clock = createManualClock(Date.parse('2026-11-24T08:00:00Z'));
let t: TestApp;
const browsers = new Map<string, ConsoleBrowser>();
beforeAll(async () => {
  t = await buildTestApp({}, { marketClock: clock });
  for (const role of OPERATOR_ROLES) browsers.set(role, (await enrolledOperator(t, clock, `the-${role}`, role)).browser);
});
afterAll(async () => {
  await t.close();
});

function browserOf(role: string): ConsoleBrowser {
  const browser = browsers.get(role);
  if (!browser) throw new Error(`no ${role} browser`);
  return browser;
}

/** A path with every parameter filled by a value that names nothing (so an allowed call changes nothing). */
const pathOf = (path: string) => `/admin${path.replace(/:(\w+)/g, (_match, name: string) => (name === 'id' || name === 'seconds' ? '999999' : `no-such-${name}`))}`;

describe('the role matrix, enforced by the server', () => {
  const cases = OPERATOR_ROLES.flatMap((role) => COMMAND_DEFINITIONS.flatMap((definition) => definition.routes.map((route) => ({ role, name: definition.name, route }))));

  it.each(cases)('$role → $route.method $route.path ($name)', async ({ role, name, route }) => {
    const answer = await browserOf(role).send(route.method, pathOf(route.path), route.method === 'GET' || route.method === 'DELETE' ? {} : { body: {} });
    if (mayRun(role, name)) expect(answer.status).not.toBe(403);
    else {
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe(`The ${role} role may not do this.`);
    }
  });

  it('lets support find a member but not adjust their balance, and logs the refusal', async () => {
    const member = await newMember(t);
    const support = browserOf('support');
    const found = await support.send('GET', `/admin/members?q=${member.username}`);
    expect(found.body.data).toMatchObject({ total: 1, items: [{ username: member.username }] });
    const adjust = await support.send('POST', '/admin/adjustments', { body: { username: member.username, amount: '100', reason: 'Goodwill', requestId: newRequestId() } });
    expect(adjust.status).toBe(403);
    expect(await available(t, member)).toBe('0.00');
    const [row] = await t.db.select().from(operatorAudit).orderBy(desc(operatorAudit.id)).limit(1);
    expect(row).toMatchObject({ actor: 'console:the-support', action: 'adjust', outcome: 'refused: the support role may not run adjust', ip: support.ip });
    const finance = await browserOf('finance').send('POST', '/admin/adjustments', { body: { username: member.username, amount: '100', reason: 'Goodwill', requestId: newRequestId() } });
    expect(finance.status).toBe(200);
    expect(await available(t, member)).toBe('100.00');
  });
});

describe('money decisions from two consoles at once', () => {
  it('approve a recharge once: one 200, one 409, one credit', async () => {
    const member = await newMember(t);
    const orderNo = await pendingRecharge(t, member, '75.00');
    const second = (await enrolledOperator(t, clock, 'second-finance', 'finance')).browser;
    const answers = await Promise.all([browserOf('finance'), second].map((browser) => browser.send('POST', `/admin/recharges/${orderNo}/approve`)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await available(t, member)).toBe('75.00');
  });

  it('pay a withdrawal once', async () => {
    const member = await newMember(t);
    const card = await readyToWithdraw(t, member, '300.00');
    const orderNo = await pendingWithdrawal(t, member, card, '100.00');
    const owner = browserOf('owner');
    const answers = await Promise.all([browserOf('finance'), owner].map((browser) => browser.send('POST', `/admin/withdrawals/${orderNo}/pay`)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const listed = await owner.send('GET', `/admin/withdrawals?memberId=${member.id}`);
    expect(listed.body.data).toMatchObject({ total: 1, items: [{ orderNo, status: 'paid' }] });
    // The bills filter by type names the same bills as the member's own list does.
    const billsOf = async (type: string) => (await owner.send('GET', `/admin/bills?memberId=${member.id}&type=${type}`)).body.data as { items: { type: string }[]; total: number };
    expect(await billsOf('adjustment')).toMatchObject({ total: 1, items: [{ type: 'adjustment' }] });
    expect(await billsOf('withdraw')).toMatchObject({ total: 1, items: [{ type: 'withdraw' }] });
    expect(await billsOf('recharge')).toMatchObject({ total: 0, items: [] });
  });
});

describe('lists', () => {
  it('page, sort and filter members, and refuse a page size over 100', async () => {
    const owner = browserOf('owner');
    for (let i = 0; i < 3; i += 1) await newMember(t);
    const first = await owner.send('GET', '/admin/members?page=1&pageSize=2&sort=id&order=asc');
    const second = await owner.send('GET', '/admin/members?page=2&pageSize=2&sort=id&order=asc');
    const a = first.body.data as { items: { id: number }[]; total: number };
    const b = second.body.data as { items: { id: number }[]; total: number };
    expect(a.items).toHaveLength(2);
    expect(a.total).toBeGreaterThanOrEqual(5);
    expect(b.items[0]?.id).toBeGreaterThan(a.items[1]?.id ?? Infinity);
    expect((await owner.send('GET', '/admin/members?pageSize=101')).status).toBe(400);
    expect((await owner.send('GET', '/admin/members?sort=password')).status).toBe(400);
    expect((await owner.send('GET', '/admin/members?registeredFrom=2000-01-01&registeredTo=2000-01-02')).body.data).toMatchObject({ total: 0, items: [] });
    expect((await owner.send('GET', `/admin/members?registeredFrom=not-a-day`)).status).toBe(400);
  });

  it('show one member with balances, and 404 for none', async () => {
    const owner = browserOf('owner');
    const member = await newMember(t);
    const shown = await owner.send('GET', `/admin/members/${member.id}`);
    expect(shown.body.data).toMatchObject({ member: { id: member.id, username: member.username, balance: '0.00', frozen: '0.00' }, teamSize: 0 });
    expect((await owner.send('GET', '/admin/members/999999')).status).toBe(404);
  });

  it('answer the dashboard with today and 30 days', async () => {
    const dashboard = await browserOf('content').send('GET', '/admin/dashboard');
    const data = dashboard.body.data as { days: unknown[]; pending: { count: number }; online: number };
    expect(data.days).toHaveLength(30);
    expect(data.pending.count).toBeGreaterThanOrEqual(0);
    expect(data.online).toBe(0);
  });
});

describe('four eyes', () => {
  it('holds a large adjustment until a second operator approves it; the maker cannot approve it', async () => {
    const owner = browserOf('owner');
    const member = await newMember(t);
    const maker = browserOf('finance');
    const checker = (await enrolledOperator(t, clock, 'checker', 'finance')).browser;
    // The thresholds themselves are a change for two (issue 35): the owner asks, finance approves.
    const saved = await owner.send('PUT', '/admin/settings/fourEyes', { body: { value: { adjustmentAbove: '100', withdrawalAbove: '50' } } });
    expect(saved.status).toBe(202);
    const thresholds = (saved.body.data as { approvalId: number }).approvalId;
    expect((await checker.send('POST', `/admin/approvals/${thresholds}/approve`)).status).toBe(200);

    expect((await maker.send('POST', '/admin/adjustments', { body: { username: member.username, amount: '100', reason: 'At the limit', requestId: newRequestId() } })).status).toBe(200);
    const held = await maker.send('POST', '/admin/adjustments', { body: { username: member.username, amount: '250', reason: 'Large goodwill', requestId: newRequestId() } });
    expect(held.status).toBe(202);
    const { approvalId } = held.body.data as { approvalId: number };
    expect(await available(t, member)).toBe('100.00');
    const [audit] = await t.db.select().from(operatorAudit).orderBy(desc(operatorAudit.id)).limit(1);
    expect(audit).toMatchObject({ action: 'adjust', outcome: 'held for approval', actor: 'console:the-finance' });

    const own = await maker.send('POST', `/admin/approvals/${approvalId}/approve`);
    expect(own.status).toBe(422);
    expect(own.body.message).toMatch(/second operator/);
    expect(await available(t, member)).toBe('100.00');

    const approved = await checker.send('POST', `/admin/approvals/${approvalId}/approve`);
    expect(approved.status).toBe(200);
    expect(await available(t, member)).toBe('350.00');
    expect((await owner.send('POST', `/admin/approvals/${approvalId}/approve`)).status).toBe(409);
    expect(await available(t, member)).toBe('350.00');
    const listed = await checker.send('GET', '/admin/approvals?status=approved');
    expect(listed.body.data).toMatchObject({ items: expect.arrayContaining([expect.objectContaining({ id: approvalId, maker: 'console:the-finance', checker: 'console:checker', status: 'approved' })]) });
  });

  it('holds a large withdrawal payment; a rejected approval never pays', async () => {
    const member = await newMember(t);
    // Funded at the adjustment limit (not held), and asking more than the withdrawal limit.
    const card = await readyToWithdraw(t, member, '100.00');
    const orderNo = await pendingWithdrawal(t, member, card, '60.00');
    const maker = browserOf('finance');
    const held = await maker.send('POST', `/admin/withdrawals/${orderNo}/pay`, { body: { reason: 'Above the limit: checked with the member' } });
    expect(held.status).toBe(202);
    const { approvalId } = held.body.data as { approvalId: number };
    expect((await browserOf('owner').send('POST', `/admin/approvals/${approvalId}/reject`, { body: { reason: 'Check the card first' } })).status).toBe(200);
    const listed = await maker.send('GET', `/admin/withdrawals?memberId=${member.id}`);
    expect(listed.body.data).toMatchObject({ items: [{ orderNo, status: 'pending' }] });
    expect((await maker.send('POST', `/admin/approvals/${approvalId}/approve`)).status).toBe(409);
  });
});
