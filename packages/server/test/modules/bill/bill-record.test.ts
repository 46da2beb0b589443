import { Decimal } from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { API, BILL_TYPES, CODE, ZBillRecordResponse, type TBill } from '@meridian/protocol';
import { journalEntries } from '../../../src/db/schema/index.js';
import { PLATFORM_ACCOUNT, memberAccountIds, platformAccountId, type PlatformAccountName } from '../../../src/ledger/accounts.js';
import { ledgerAmount } from '../../../src/ledger/amount.js';
import type { CauseType, EntryKind } from '../../../src/ledger/entry-kinds.js';
import { postEntry } from '../../../src/ledger/post-entry.js';
import { checkLedger } from '../../../src/ledger/check-ledger.js';
import { runCommand } from '../../../src/operator/operator-commands.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { newMember, type TestMember } from '../../helpers/members.js';
import { pendingRecharge, pendingWithdrawal, readyToWithdraw } from '../../operator/money-orders.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A kind each cause posts under; the bill type comes from the cause. */
const KIND_OF_CAUSE: Readonly<Record<CauseType, EntryKind>> = {
  adjustment: 'adjustment',
  recharge: 'recharge',
  withdrawal: 'withdrawal_hold',
  contract: 'contract_settle',
  mining: 'mining_buy',
  interest: 'interest_extract',
  task: 'goods_order_pay',
  commission: 'referral_commission',
};

let sequence = 0;
/** One movement between the member's available account and a platform account, caused by `cause`; answers its entry id. */
async function move(member: TestMember, amount: string, cause: { type: CauseType; id: string }, platform: PlatformAccountName = PLATFORM_ACCOUNT.contracts) {
  const accounts = await memberAccountIds(t.db, member.id);
  if (!accounts) throw new Error('no accounts');
  sequence += 1;
  const { entryId } = await postEntry(t.db, {
    kind: KIND_OF_CAUSE[cause.type],
    requestId: `bill-test:${member.id}:${sequence}`,
    memo: `${cause.type} ${cause.id}`,
    cause,
    postings: [
      { accountId: accounts.available, amount: ledgerAmount(amount) },
      { accountId: await platformAccountId(t.db, platform, 'USDT'), amount: ledgerAmount(new Decimal(amount).negated()) },
    ],
  });
  return entryId;
}

async function bills(member: TestMember, payload: Record<string, unknown> = {}) {
  const answer = await t.api.call(API.balanceBill.record, payload, { token: member.token });
  expect(answer.code).toBe(CODE.OK);
  return z.strictObject(ZBillRecordResponse.shape).parse(answer.data);
}

describe('balanceBill/record', () => {
  it('is empty for a new member', async () => {
    const member = await newMember(t);
    expect(await bills(member)).toEqual({ list: [], total: 0, page: 1, pageSize: 20 });
  });

  it('lists every movement of the spendable balance, newest first, signed, with the balance after and the cause', async () => {
    const member = await newMember(t);
    await runCommand(t.db, { name: 'adjust', username: member.username, amount: '500', reason: 'welcome bonus' }, { actor: 'cli:test' });
    await move(member, '-20.00', { type: 'contract', id: 'C1' });
    await move(member, '35.50', { type: 'contract', id: 'C1' });
    const page = await bills(member);
    expect(page.total).toBe(3);
    expect(page.list.map((bill) => [bill.type, bill.amount, bill.balanceAfter, bill.currency])).toEqual([
      ['contract', '35.50', '515.50', 'USDT'],
      ['contract', '-20.00', '480.00', 'USDT'],
      ['adjustment', '500.00', '500.00', 'USDT'],
    ]);
    const [, , adjustment] = page.list;
    expect(adjustment?.memo).toBe('welcome bonus');
    expect(adjustment?.cause?.type).toBe('adjustment');
    expect(adjustment?.cause?.id).toMatch(/^AJ\d{24}$/);
    expect(page.list[0]?.cause).toEqual({ type: 'contract', id: 'C1' });
    const ids = page.list.map((bill) => bill.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    expect(page.list.every((bill: TBill) => Math.abs(Date.now() - bill.createdAt) < 60_000)).toBe(true);
  });

  it('filters by each type, mapping causes to types', async () => {
    const member = await newMember(t);
    await runCommand(t.db, { name: 'adjust', username: member.username, amount: '1000', reason: 'seed' }, { actor: 'cli:test' });
    await move(member, '-10', { type: 'contract', id: 'C9' });
    await move(member, '-30', { type: 'mining', id: 'M1' }, PLATFORM_ACCOUNT.interest);
    await move(member, '1.25', { type: 'interest', id: 'I1' }, PLATFORM_ACCOUNT.interest);
    await move(member, '2.5', { type: 'task', id: 'T1' }, PLATFORM_ACCOUNT.rewards);
    await move(member, '0.75', { type: 'commission', id: 'K1' }, PLATFORM_ACCOUNT.rewards);
    // No code posts a cause or kind outside the closed types, but a row could hold one (an old name):
    // it is an `other` bill.
    const unknown = await move(member, '-3', { type: 'adjustment', id: 'X1' }, PLATFORM_ACCOUNT.adjustments);
    await t.db.update(journalEntries).set({ kind: 'something_new', causeType: 'something_new' }).where(eq(journalEntries.id, unknown));
    const orderNo = await pendingRecharge(t, member, '50.00');
    expect((await runCommand(t.db, { name: 'recharge-approve', orderNo }, { actor: 'cli:test' })).ok).toBe(true);
    const cardId = await readyToWithdraw(t, member, '1');
    const withdrawal = await pendingWithdrawal(t, member, cardId, '40.00');

    const expected: Record<(typeof BILL_TYPES)[number], string[]> = {
      recharge: ['50.00'],
      withdraw: ['-40.00'],
      contract: ['-10.00'],
      mining: ['-30.00'],
      interest: ['1.25'],
      task: ['2.50'],
      commission: ['0.75'],
      adjustment: ['1.00', '1000.00'],
    };
    for (const type of BILL_TYPES) {
      const page = await bills(member, { type });
      expect(page.list.map((bill) => bill.amount), type).toEqual(expected[type]);
      expect(page.total).toBe(expected[type].length);
      expect(page.list.every((bill) => bill.type === type)).toBe(true);
    }
    expect((await bills(member, { type: 'recharge' })).list[0]?.cause?.id).toBe(orderNo);
    expect((await bills(member, { type: 'withdraw' })).list[0]?.cause).toEqual({ type: 'withdrawal', id: withdrawal });
    const all = await bills(member, { pageSize: 100 });
    expect(all.total).toBe(10);
    expect(all.list.find((bill) => bill.cause?.id === 'X1')?.type).toBe('other');
  });

  it('shows a withdrawal once when asked and its refund when rejected; paying it is not a bill', async () => {
    const member = await newMember(t);
    const cardId = await readyToWithdraw(t, member, '300');
    const paid = await pendingWithdrawal(t, member, cardId, '100.00');
    const rejected = await pendingWithdrawal(t, member, cardId, '50.00');
    expect((await runCommand(t.db, { name: 'withdrawal-pay', orderNo: paid }, { actor: 'cli:test' })).ok).toBe(true);
    expect((await runCommand(t.db, { name: 'withdrawal-reject', orderNo: rejected, reason: 'Name does not match the card' }, { actor: 'cli:test' })).ok).toBe(true);
    const page = await bills(member, { type: 'withdraw' });
    expect(page.list.map((bill) => [bill.cause?.id, bill.amount, bill.balanceAfter])).toEqual([
      [rejected, '50.00', '200.00'],
      [rejected, '-50.00', '150.00'],
      [paid, '-100.00', '200.00'],
    ]);
    expect(page.list[0]?.memo).toBe('Name does not match the card');
    // The money coming back is a refund, not another withdrawal.
    expect(page.list.map((bill) => bill.refund)).toEqual([true, false, false]);
    // The books' own notes (which name the operator) never reach the member.
    expect(page.list.slice(1).map((bill) => bill.memo)).toEqual(['', '']);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('pages without overlap', async () => {
    const member = await newMember(t);
    for (let i = 1; i <= 5; i += 1) await move(member, String(i), { type: 'task', id: `T${i}` }, PLATFORM_ACCOUNT.rewards);
    const first = await bills(member, { page: 1, pageSize: 2 });
    const second = await bills(member, { page: 2, pageSize: 2 });
    const third = await bills(member, { page: 3, pageSize: 2 });
    expect([first.total, second.total, third.total]).toEqual([5, 5, 5]);
    expect([...first.list, ...second.list, ...third.list].map((bill) => bill.cause?.id)).toEqual(['T5', 'T4', 'T3', 'T2', 'T1']);
    expect((await bills(member, { page: 4, pageSize: 2 })).list).toEqual([]);
    expect((await bills(member, { type: 'task', page: 2, pageSize: 4 })).list.map((bill) => bill.amount)).toEqual(['1.00']);
  });

  it("never shows another member's bills", async () => {
    const owner = await newMember(t);
    const other = await newMember(t);
    await move(owner, '7', { type: 'task', id: 'OWN' }, PLATFORM_ACCOUNT.rewards);
    expect((await bills(other)).total).toBe(0);
    expect((await bills(other, { type: 'task' })).list).toEqual([]);
    expect((await bills(owner)).list.map((bill) => bill.cause?.id)).toEqual(['OWN']);
  });

  it.each([
    [{ type: 'lottery' }],
    [{ type: 3 }],
    [{ page: 0 }],
    [{ pageSize: 0 }],
    [{ pageSize: 101 }],
    [{ page: 1.5 }],
  ])('refuses %j', async (payload) => {
    const member = await newMember(t);
    const answer = await t.api.call(API.balanceBill.record, payload, { token: member.token });
    expect(answer.code).toBe(CODE.INVALID_PARAMS);
  });

  it('needs a login', async () => {
    expect((await t.api.call(API.balanceBill.record, {})).code).toBe(CODE.SESSION_INVALID);
  });
});
