import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API, CODE } from '@meridian/protocol';
import { goodsItems, referralCommissions } from '../../../src/db/schema/index.js';
import { creditReferralCommissions } from '../../../src/modules/agent/credit-referral-commissions.js';
import type { TestApp } from '../../helpers/build-test-app.js';
import type { TestMember } from '../../helpers/members.js';
import { createManualClock } from '../../market/manual-clock.js';
import { as, balances, fundedMember, grab, grabbed, grant, inviteCodeOf, pay, startTaskApp, stopTaskApp, requestId } from './task-fixtures.js';

const clock = createManualClock(Date.UTC(2026, 2, 5, 6, 0, 0));
let t: TestApp;

beforeAll(async () => {
  t = await startTaskApp(clock);
  // Only the 200.00 item, so every order's commission is 2.00 at level 1 (1 %).
  await t.db.update(goodsItems).set({ enabled: false });
  await t.db.update(goodsItems).set({ enabled: true }).where(eq(goodsItems.name, { 'en-US': 'Test lamp' }));
});
afterAll(() => stopTaskApp(t));

/** A chain of invites: each member invited by the one before. */
async function inviteChain(length: number): Promise<TestMember[]> {
  const chain: TestMember[] = [await fundedMember(t, '0')];
  for (let i = 1; i < length; i += 1) {
    const inviter = chain[i - 1];
    if (!inviter) throw new Error('chain broken');
    chain.push(await fundedMember(t, i === length - 1 ? '1000' : '0', { inviteCode: await inviteCodeOf(t, inviter) }));
  }
  return chain;
}

describe('referral commissions on goods orders', () => {
  it('credit three uplines their percent of the order commission exactly once, listed as commission bills', async () => {
    const [top, third, second, first, source] = await inviteChain(5);
    if (!top || !third || !second || !first || !source) throw new Error('chain too short');
    const order = await grabbed(t, source);
    expect(order).toMatchObject({ price: '200.00', commission: '2.00' });
    const id = requestId();
    expect((await pay(t, source, order.orderNo, id)).code).toBe(CODE.OK);
    expect((await pay(t, source, order.orderNo, id)).code).toBe(CODE.OK);
    expect((await pay(t, source, order.orderNo)).code).toBe(CODE.ORDER_STATE);

    // 10 %, 5 % and 2 % of 2.00; the fourth upline gets nothing.
    expect(await balances(t, first)).toEqual({ available: '0.20', held: '0.00' });
    expect(await balances(t, second)).toEqual({ available: '0.10', held: '0.00' });
    expect(await balances(t, third)).toEqual({ available: '0.04', held: '0.00' });
    expect(await balances(t, top)).toEqual({ available: '0.00', held: '0.00' });
    expect(await balances(t, source)).toEqual({ available: '1002.00', held: '0.00' });

    const rows = await t.db.select().from(referralCommissions).where(eq(referralCommissions.causeId, order.orderNo));
    expect(rows.map((row) => [row.level, row.beneficiaryId, row.amount]).sort()).toEqual([
      [1, first.id, '0.20000000'],
      [2, second.id, '0.10000000'],
      [3, third.id, '0.04000000'],
    ]);
    for (const row of rows) expect(row).toMatchObject({ sourceMemberId: source.id, causeType: 'goods_order', baseAmount: '2.00000000', currency: 'USDT' });
    expect(rows.every((row) => row.entryId !== null)).toBe(true);

    const bills = await t.api.call(API.balanceBill.record, { type: 'commission' }, as(first));
    expect(bills.data.list).toHaveLength(1);
    expect(bills.data.list[0]).toMatchObject({ type: 'commission', amount: '0.20', cause: { type: 'commission', id: order.orderNo } });
    const sourceCommissionBills = await t.api.call(API.balanceBill.record, { type: 'commission' }, as(source));
    expect(sourceCommissionBills.data.list).toEqual([]);
  });

  it('credits nothing twice when run again for the same cause', async () => {
    const [inviter, member] = await inviteChain(2);
    if (!inviter || !member) throw new Error('chain too short');
    const cause = { sourceMemberId: member.id, baseAmount: '10', currency: 'USDT', causeType: 'test', causeId: requestId(), percents: ['10'] };
    const once = await t.db.transaction((tx) => creditReferralCommissions(tx, cause));
    const again = await t.db.transaction((tx) => creditReferralCommissions(tx, cause));
    expect(once).toEqual([{ beneficiaryId: inviter.id, level: 1, amount: '1' }]);
    expect(again).toEqual([]);
    expect(await balances(t, inviter)).toEqual({ available: '1.00', held: '0.00' });
  });

  it('lets an upline and their invitee pay at the same time without either waiting on the other forever', async () => {
    const [inviter, member] = await inviteChain(2);
    if (!inviter || !member) throw new Error('chain too short');
    await grant(t, inviter, '1000');
    const [mine, theirs] = await Promise.all([grabbed(t, member), grabbed(t, inviter)]);
    const answers = await Promise.all([pay(t, member, mine.orderNo), pay(t, inviter, theirs.orderNo), grab(t, member), grab(t, inviter)]);
    expect(answers.slice(0, 2).map((answer) => answer.code)).toEqual([CODE.OK, CODE.OK]);
    // 2.00 of the inviter's own order, and 10 % of the invitee's 2.00.
    expect(await balances(t, inviter)).toEqual({ available: '1002.20', held: '0.00' });
    expect(await balances(t, member)).toEqual({ available: '1002.00', held: '0.00' });
  });

  it('credits no one when the member was invited by no one', async () => {
    const loner = await fundedMember(t, '500');
    const order = await grabbed(t, loner);
    expect((await pay(t, loner, order.orderNo)).code).toBe(CODE.OK);
    expect(await t.db.select().from(referralCommissions).where(eq(referralCommissions.causeId, order.orderNo))).toEqual([]);
  });
});
