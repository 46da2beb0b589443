import { newRequestId } from '@meridian/protocol';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalRequests, orderClaims } from '../../src/db/schema/index.js';
import { writeSetting } from '../../src/settings/settings-store.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { newMember, type TestMember } from '../helpers/members.js';
import { createManualClock } from '../market/manual-clock.js';
import { available, pendingWithdrawal, readyToWithdraw } from '../operator/money-orders.js';
import { enrolledOperator, type ConsoleBrowser } from './console-client.js';

/**
 * Four eyes on an order (issue 36): one approval per order, whoever presses Pay and however often;
 * a payment above the limit is held only with the maker's reason; the checker reads that reason,
 * the member's balance now and the order; an approval whose order was decided another way is
 * cancelled; the queue shows a held order as waiting, and one above the limit as such.
 */
const clock = createManualClock(Date.parse('2026-11-30T08:00:00Z'));
let t: TestApp;
const ops = {} as Record<'maker' | 'colleague' | 'checker', ConsoleBrowser>;

/** Payments above 50 and adjustments above 1000 wait for a second operator. */
const setThresholds = (withdrawalAbove: string) => writeSetting(t.db, 'fourEyes', { adjustmentAbove: '1000', withdrawalAbove });

beforeAll(async () => {
  t = await buildTestApp({}, { marketClock: clock });
  for (const name of ['maker', 'colleague', 'checker'] as const) ops[name] = (await enrolledOperator(t, clock, `fe-${name}`, 'finance')).browser;
  await setThresholds('50');
});
afterAll(async () => {
  await t.close();
});

/** A member with a pending withdrawal of `amount` from funds of 500. */
async function memberWithdrawing(amount: string): Promise<{ member: TestMember; orderNo: string }> {
  const member = await newMember(t);
  const card = await readyToWithdraw(t, member, '500.00');
  return { member, orderNo: await pendingWithdrawal(t, member, card, amount) };
}

/** What a maker tells the checker of a payment above the limit (refused without one). */
const HELD_REASON = 'Large but usual for this member';

const approvalsOf = (orderNo: string) => t.db.select().from(approvalRequests).where(eq(approvalRequests.orderNo, orderNo));
const claimsOf = (orderNo: string) => t.db.select().from(orderClaims).where(eq(orderClaims.orderNo, orderNo));

interface HeldAnswer {
  approvalId: number;
  held: boolean;
}

describe('one approval per order', () => {
  it('answers a second press, by anyone, with the approval already waiting', async () => {
    const { orderNo } = await memberWithdrawing('80.00');
    const first = await ops.maker.send('POST', `/admin/withdrawals/${orderNo}/pay`, { body: { reason: 'Checked with the bank', requestId: newRequestId() } });
    expect(first.status).toBe(202);
    const { approvalId } = first.body.data as HeldAnswer;
    // The presses after it give none: the approval waiting answers them all the same.
    const again = await ops.maker.send('POST', `/admin/withdrawals/${orderNo}/pay`, { body: { requestId: newRequestId() } });
    const colleague = await ops.colleague.send('POST', `/admin/withdrawals/${orderNo}/pay`, { body: {} });
    for (const answer of [again, colleague]) {
      expect(answer.status).toBe(202);
      expect(answer.body.data).toEqual({ approvalId, held: true });
      expect(answer.body.message).toContain(`#${approvalId}`);
    }
    expect(await approvalsOf(orderNo)).toHaveLength(1);
  });

  it('holds twelve payments of one order pressed at once as one approval', async () => {
    const { orderNo } = await memberWithdrawing('90.00');
    const presses = Array.from({ length: 12 }, (_, index) =>
      (index % 2 === 0 ? ops.maker : ops.colleague).send('POST', `/admin/withdrawals/${orderNo}/pay`, { body: { reason: `Press ${index}`, requestId: newRequestId() } }),
    );
    const answers = await Promise.all(presses);
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 12 }, () => 202));
    const ids = new Set(answers.map((answer) => (answer.body.data as HeldAnswer).approvalId));
    expect(ids.size).toBe(1);
    const rows = await approvalsOf(orderNo);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'pending', action: 'withdrawal-pay' });
  });

  it('is enforced by the database: a second pending approval of one order cannot be written', async () => {
    const { orderNo } = await memberWithdrawing('70.00');
    const row = { action: 'withdrawal-pay', command: { name: 'withdrawal-pay', orderNo }, amount: '70', target: `withdrawal:${orderNo}`, maker: 'cli:test', orderNo };
    await t.db.insert(approvalRequests).values(row);
    await expect(t.db.insert(approvalRequests).values(row)).rejects.toThrow();
    // A decided one does not count: the order may be held again once its approval was rejected.
    await t.db.update(approvalRequests).set({ status: 'rejected' }).where(eq(approvalRequests.orderNo, orderNo));
    await t.db.insert(approvalRequests).values(row);
    expect(await approvalsOf(orderNo)).toHaveLength(2);
  });
});

describe("the checker's view", () => {
  it("shows the maker's reason, the member's balance now and the order a held payment pays", async () => {
    const { member, orderNo } = await memberWithdrawing('120.00');
    const held = await ops.maker.send('POST', `/admin/withdrawals/${orderNo}/pay`, { body: { reason: 'The member confirmed the card by phone' } });
    const payment = (held.body.data as HeldAnswer).approvalId;
    const adjusted = await ops.maker.send('POST', '/admin/adjustments', { body: { username: member.username, amount: '1500', reason: 'Refund of the October fee error', requestId: newRequestId() } });
    expect(adjusted.status).toBe(202);
    const adjustment = (adjusted.body.data as HeldAnswer).approvalId;

    const listed = await ops.checker.send('GET', '/admin/approvals?status=pending&pageSize=100');
    const items = (listed.body.data as { items: { id: number }[] }).items;
    const memberNow = { id: member.id, username: member.username, available: '380.00', held: '120.00', currency: 'USDT' };
    expect(items.find((item) => item.id === adjustment)).toMatchObject({
      reason: 'Refund of the October fee error',
      orderNo: null,
      context: { member: memberNow, order: null },
    });
    expect(items.find((item) => item.id === payment)).toMatchObject({
      reason: 'The member confirmed the card by phone',
      orderNo,
      context: { member: memberNow, order: { orderNo, amount: '120.00', currency: 'USDT', status: 'pending', method: 'bank' } },
    });
  });
});

describe("the maker's reason for a held payment", () => {
  it('is asked for above the limit: without one nothing is paid or held, and the refusal is in the operator\'s language', async () => {
    const { member, orderNo } = await memberWithdrawing('95.00');
    const refused = await ops.maker.send('POST', `/admin/withdrawals/${orderNo}/pay`, { body: { requestId: newRequestId() } });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('95 is above the four-eyes limit of 50: another operator decides it on your reason, so give one (--reason). Nothing was paid or held.');
    const inChinese = await ops.maker.send('POST', `/admin/withdrawals/${orderNo}/pay`, { body: {}, language: 'zh-HK' });
    expect(inChinese.body.message).toContain('高於雙人覆核限額 50');
    expect(await approvalsOf(orderNo)).toEqual([]);
    expect(await available(t, member)).toBe('405.00');
    const queue = await ops.colleague.send('GET', '/admin/pending?limit=100&kind=withdrawal');
    expect((queue.body.data as { orders: { orderNo: string }[] }).orders.map((order) => order.orderNo)).toContain(orderNo);
  });

  it('is kept with the approval as given, and the approval pays the order as it was asked', async () => {
    const { member, orderNo } = await memberWithdrawing('110.00');
    const held = await ops.maker.send('POST', `/admin/withdrawals/${orderNo}/pay`, { body: { reason: '  Paid by hand at the branch  ' } });
    expect(held.status).toBe(202);
    expect(await approvalsOf(orderNo)).toMatchObject([{ command: { name: 'withdrawal-pay', orderNo, reason: 'Paid by hand at the branch' } }]);
    const { approvalId } = held.body.data as HeldAnswer;
    expect((await ops.checker.send('POST', `/admin/approvals/${approvalId}/approve`, { body: {} })).status).toBe(200);
    const paid = await ops.checker.send('GET', `/admin/withdrawals?memberId=${member.id}`);
    expect(paid.body.data).toMatchObject({ items: [{ orderNo, status: 'paid' }] });
  });

  it("lets go of the maker's claim on the order once the checker's approval pays it", async () => {
    const { orderNo } = await memberWithdrawing('120.00');
    expect((await ops.maker.send('POST', `/admin/pending/${orderNo}/claim`, { body: {} })).status).toBe(200);
    const held = await ops.maker.send('POST', `/admin/withdrawals/${orderNo}/pay`, { body: { reason: 'Checked with the bank' } });
    expect(held.status).toBe(202);
    // Held, the order is still the maker's: nobody else decides it meanwhile.
    expect(await claimsOf(orderNo)).toMatchObject([{ claimedBy: 'console:fe-maker' }]);
    const { approvalId } = held.body.data as HeldAnswer;
    expect((await ops.checker.send('POST', `/admin/approvals/${approvalId}/approve`, { body: {} })).status).toBe(200);
    expect(await claimsOf(orderNo)).toEqual([]);
  });

  it('is not needed at or below the limit: the payment runs at once', async () => {
    const { orderNo } = await memberWithdrawing('50.00');
    const paid = await ops.maker.send('POST', `/admin/withdrawals/${orderNo}/pay`, { body: {} });
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({ orderNo, status: 'paid' });
    expect(await approvalsOf(orderNo)).toEqual([]);
  });
});

describe('an approval whose order was decided another way', () => {
  it('is cancelled when the withdrawal is rejected, and can no longer be approved', async () => {
    const { member, orderNo } = await memberWithdrawing('60.00');
    const held = await ops.maker.send('POST', `/admin/withdrawals/${orderNo}/pay`, { body: { reason: HELD_REASON } });
    const { approvalId } = held.body.data as HeldAnswer;
    expect((await ops.colleague.send('POST', `/admin/withdrawals/${orderNo}/reject`, { body: { reason: 'The card holder does not match' } })).status).toBe(200);
    const [row] = await approvalsOf(orderNo);
    expect(row).toMatchObject({ id: approvalId, status: 'cancelled', outcome: expect.stringContaining('rejected') });
    expect((await ops.checker.send('POST', `/admin/approvals/${approvalId}/approve`, { body: {} })).status).toBe(409);
    expect(await available(t, member)).toBe('500.00');
    const cancelled = await ops.checker.send('GET', '/admin/approvals?status=cancelled&pageSize=100');
    expect((cancelled.body.data as { items: { id: number }[] }).items.map((item) => item.id)).toContain(approvalId);
  });

  it('is cancelled when the withdrawal is paid without it (the limit was raised meanwhile)', async () => {
    const { orderNo } = await memberWithdrawing('65.00');
    const held = await ops.maker.send('POST', `/admin/withdrawals/${orderNo}/pay`, { body: { reason: HELD_REASON } });
    const { approvalId } = held.body.data as HeldAnswer;
    await setThresholds('100000');
    try {
      expect((await ops.colleague.send('POST', `/admin/withdrawals/${orderNo}/pay`, { body: {} })).status).toBe(200);
    } finally {
      await setThresholds('50');
    }
    expect(await approvalsOf(orderNo)).toMatchObject([{ id: approvalId, status: 'cancelled', outcome: expect.stringContaining('paid') }]);
  });

  it('stays approved when it is the approval that pays', async () => {
    const { orderNo } = await memberWithdrawing('75.00');
    const held = await ops.maker.send('POST', `/admin/withdrawals/${orderNo}/pay`, { body: { reason: HELD_REASON } });
    const { approvalId } = held.body.data as HeldAnswer;
    expect((await ops.checker.send('POST', `/admin/approvals/${approvalId}/approve`, { body: {} })).status).toBe(200);
    expect(await approvalsOf(orderNo)).toMatchObject([{ id: approvalId, status: 'approved', checker: 'console:fe-checker' }]);
  });
});

describe('the pending queue', () => {
  it('marks a held withdrawal as waiting for its approval, and only that one', async () => {
    const held = await memberWithdrawing('85.00');
    const free = await memberWithdrawing('40.00');
    const answer = await ops.maker.send('POST', `/admin/withdrawals/${held.orderNo}/pay`, { body: { reason: HELD_REASON } });
    const { approvalId } = answer.body.data as HeldAnswer;
    const queue = await ops.colleague.send('GET', '/admin/pending?limit=100&kind=withdrawal');
    const orders = (queue.body.data as { orders: { orderNo: string; approvalId: number | null; fourEyesAbove: string | null }[] }).orders;
    expect(orders.find((order) => order.orderNo === held.orderNo)).toMatchObject({ approvalId });
    expect(orders.find((order) => order.orderNo === free.orderNo)).toMatchObject({ approvalId: null, fourEyesAbove: null });
    // The Pay dialog asks for the maker's reason of an order above the limit (and only then).
    expect(orders.find((order) => order.orderNo === held.orderNo)).toMatchObject({ fourEyesAbove: '50' });
    const [waiting] = await t.db.select().from(approvalRequests).where(and(eq(approvalRequests.orderNo, held.orderNo), eq(approvalRequests.status, 'pending')));
    expect(waiting?.id).toBe(approvalId);
  });
});
