import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAudit } from '../../src/db/schema/index.js';
import { runCommand } from '../../src/operator/operator-commands.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { newMember } from '../helpers/members.js';
import { createManualClock } from '../market/manual-clock.js';
import { pendingRecharge, pendingWithdrawal, readyToWithdraw } from '../operator/money-orders.js';
import { enrolledOperator, type ConsoleBrowser } from './console-client.js';

/** Two clerks on one queue: a claimed order is decided by whoever holds it, or taken over on purpose. */

const clock = createManualClock(Date.parse('2026-11-24T08:00:00Z'));
let t: TestApp;
let ann: ConsoleBrowser;
let bob: ConsoleBrowser;

interface Queued {
  orderNo: string;
  claim: { claimedBy: string; claimedAt: string } | null;
}

async function queued(browser: ConsoleBrowser, orderNo: string): Promise<Queued | undefined> {
  const answer = await browser.send('GET', '/admin/pending?limit=100');
  expect(answer.status).toBe(200);
  return (answer.body.data as { orders: Queued[] }).orders.find((order) => order.orderNo === orderNo);
}

beforeAll(async () => {
  t = await buildTestApp({}, { marketClock: clock });
  ann = (await enrolledOperator(t, clock, 'clerk-ann', 'finance')).browser;
  bob = (await enrolledOperator(t, clock, 'clerk-bob', 'finance')).browser;
});
afterAll(async () => {
  await t.close();
});

describe('claiming a pending order', () => {
  it('shows who holds it; another clerk can neither decide nor claim it until they take it over, which the log keeps', async () => {
    const orderNo = await pendingRecharge(t, await newMember(t), '150.00');
    const claimed = await ann.send('POST', `/admin/pending/${orderNo}/claim`, { body: {} });
    expect(claimed.status).toBe(200);
    expect((await queued(bob, orderNo))?.claim).toMatchObject({ claimedBy: 'console:clerk-ann' });

    const approve = await bob.send('POST', `/admin/recharges/${orderNo}/approve`, { body: {} });
    expect(approve.status).toBe(409);
    expect(approve.body.message).toContain(`${orderNo} is held by console:clerk-ann`);
    expect((await bob.send('POST', `/admin/pending/${orderNo}/claim`, { body: {} })).status).toBe(409);
    // The command line respects the claim as the console does.
    expect(await runCommand(t.db, { name: 'recharge-approve', orderNo }, { actor: 'cli:test' })).toMatchObject({ ok: false, status: 409 });

    const takenOver = await bob.send('POST', `/admin/pending/${orderNo}/claim`, { body: { takeOver: true } });
    expect(takenOver.status).toBe(200);
    expect(takenOver.body.data).toMatchObject({ claimedBy: 'console:clerk-bob', takenFrom: 'console:clerk-ann' });
    const [logged] = await t.db
      .select()
      .from(operatorAudit)
      .where(and(eq(operatorAudit.action, 'order-claim'), eq(operatorAudit.actor, 'console:clerk-bob')))
      .orderBy(desc(operatorAudit.id))
      .limit(1);
    expect(logged).toMatchObject({ target: `order:${orderNo}`, outcome: 'ok', detail: { takeOver: true, result: { takenFrom: 'console:clerk-ann' } } });

    expect((await ann.send('POST', `/admin/recharges/${orderNo}/reject`, { body: { reason: 'Not received' } })).status).toBe(409);
    expect((await bob.send('POST', `/admin/recharges/${orderNo}/approve`, { body: {} })).status).toBe(200);
    expect(await queued(ann, orderNo)).toBeUndefined();
  });

  it('lets only the holder let go; an order nobody holds is anyone’s to decide', async () => {
    const member = await newMember(t);
    const card = await readyToWithdraw(t, member, '500');
    const orderNo = await pendingWithdrawal(t, member, card, '80.00');
    expect((await ann.send('POST', `/admin/pending/${orderNo}/claim`, { body: {} })).status).toBe(200);
    expect((await bob.send('DELETE', `/admin/pending/${orderNo}/claim`)).status).toBe(409);
    const released = await ann.send('DELETE', `/admin/pending/${orderNo}/claim`);
    expect(released.status).toBe(200);
    expect((await queued(bob, orderNo))?.claim).toBeNull();
    expect((await bob.send('POST', `/admin/withdrawals/${orderNo}/pay`, { body: {} })).status).toBe(200);
  });

  it('refuses an order that does not exist, one already decided, and a malformed number', async () => {
    expect((await ann.send('POST', '/admin/pending/RC-NOT-THERE/claim', { body: {} })).status).toBe(404);
    const orderNo = await pendingRecharge(t, await newMember(t), '60.00');
    expect((await ann.send('POST', `/admin/recharges/${orderNo}/approve`, { body: {} })).status).toBe(200);
    const decided = await ann.send('POST', `/admin/pending/${orderNo}/claim`, { body: {} });
    expect(decided.status).toBe(409);
    expect(decided.body.message).toBe(`${orderNo} is no longer waiting for review.`);
    expect((await ann.send('POST', `/admin/pending/${'X'.repeat(80)}/claim`, { body: {} })).status).toBe(400);
    expect((await ann.send('POST', `/admin/pending/${orderNo}/claim`, { body: { takeOver: 'yes' } })).status).toBe(400);
  });

  it('refuses the roles that do not work the queue', async () => {
    const orderNo = await pendingRecharge(t, await newMember(t), '70.00');
    for (const role of ['support', 'content'] as const) {
      const { browser } = await enrolledOperator(t, clock, `claims-${role}`, role);
      expect((await browser.send('POST', `/admin/pending/${orderNo}/claim`, { body: {} })).status).toBe(403);
      expect((await browser.send('DELETE', `/admin/pending/${orderNo}/claim`)).status).toBe(403);
    }
    expect((await queued(ann, orderNo))?.claim).toBeNull();
  });
});
