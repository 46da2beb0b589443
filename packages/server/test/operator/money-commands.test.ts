import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@meridian/protocol';
import { journalEntries, operatorAudit, rechargeOrders, withdrawals } from '../../src/db/schema/index.js';
import { checkLedger } from '../../src/ledger/check-ledger.js';
import type { CommandContext } from '../../src/operator/command-types.js';
import { runCommand } from '../../src/operator/operator-commands.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { newMember, type TestMember } from '../helpers/members.js';
import { available, pendingRecharge, pendingWithdrawal, readyToWithdraw } from './money-orders.js';

/** The operator's money commands run on the database, as the CLI runs them with PostgreSQL. */
let t: TestApp;
let context: CommandContext;
beforeAll(async () => {
  t = await buildTestApp();
  context = { actor: 'cli:ops', caches: t.deps.caches };
});
afterAll(async () => {
  await t.close();
});

async function lastAudit() {
  const [row] = await t.db.select().from(operatorAudit).orderBy(desc(operatorAudit.id)).limit(1);
  if (!row) throw new Error('no audit row');
  return row;
}

async function entryCount(): Promise<number> {
  return (await t.db.select({ id: journalEntries.id }).from(journalEntries)).length;
}

describe('adjust', () => {
  let member: TestMember;
  beforeAll(async () => {
    member = await newMember(t);
  });

  it('credits with a reason, as one entry against the adjustments account, and logs it', async () => {
    const outcome = await runCommand(t.db, { name: 'adjust', username: member.username, amount: '120.50', reason: 'Goodwill credit' }, context);
    expect(outcome.ok).toBe(true);
    expect(outcome.text).toMatch(new RegExp(`^Adjusted ${member.username} \\(member #${member.id}\\) by \\+120\\.50 USDT \\(AJ\\d{24}\\); available balance now 120\\.50 USDT\\.$`));
    expect(await available(t, member)).toBe('120.50');
    // The running app's balance cache forgot the old balance at once.
    expect((await t.api.call(API.member.getBalance, {}, { token: member.token })).data.balance).toBe('120.50');
    const audit = await lastAudit();
    expect(audit).toMatchObject({ actor: 'cli:ops', action: 'adjust', target: `member:${member.username}`, outcome: 'ok' });
    expect(audit.detail).toMatchObject({ username: member.username, amount: '120.50', reason: 'Goodwill credit', result: { amount: '120.50', balance: '120.50' } });
    const [entry] = await t.db.select().from(journalEntries).orderBy(desc(journalEntries.id)).limit(1);
    expect(entry).toMatchObject({ kind: 'adjustment', causeType: 'adjustment', memo: 'Goodwill credit' });
  });

  it('debits', async () => {
    const outcome = await runCommand(t.db, { name: 'adjust', username: member.username, amount: '-20.50', reason: 'Reversal of a duplicate credit' }, context);
    expect(outcome.ok).toBe(true);
    expect(await available(t, member)).toBe('100.00');
  });

  it('refuses a debit below zero, changes nothing and logs the refusal', async () => {
    const entries = await entryCount();
    const outcome = await runCommand(t.db, { name: 'adjust', username: member.username, amount: '-100.01', reason: 'Too much' }, context);
    expect(outcome).toMatchObject({
      ok: false,
      text: `Refused: taking 100.01 USDT would put ${member.username}'s available balance below zero; no balance was changed.`,
    });
    expect(await available(t, member)).toBe('100.00');
    expect(await entryCount()).toBe(entries);
    expect(await lastAudit()).toMatchObject({ action: 'adjust', outcome: `refused: ${outcome.text}` });
  });

  it.each([
    ['0', /is not an adjustment/],
    ['1.001', /at most 2 decimals/],
  ])('refuses the amount %s', async (amount, message) => {
    const outcome = await runCommand(t.db, { name: 'adjust', username: member.username, amount, reason: 'x' }, context);
    expect(outcome.ok).toBe(false);
    expect(outcome.text).toMatch(message);
    expect((await lastAudit()).outcome).toMatch(/^refused: /);
  });

  it('refuses an unknown member', async () => {
    const outcome = await runCommand(t.db, { name: 'adjust', username: 'nobody_here', amount: '5', reason: 'x' }, context);
    expect(outcome).toMatchObject({ ok: false, status: 404, text: 'No member is named "nobody_here"; no balance was changed.' });
    expect(await lastAudit()).toMatchObject({ target: 'member:nobody_here', outcome: `refused: ${outcome.text}` });
  });
});

describe('pending, approve, reject, pay', () => {
  it('lists recharges and withdrawals waiting, oldest first', async () => {
    const member = await newMember(t);
    const cardId = await readyToWithdraw(t, member, '500');
    const recharge = await pendingRecharge(t, member, '200.00');
    const withdrawal = await pendingWithdrawal(t, member, cardId, '100.00');
    const outcome = await runCommand(t.db, { name: 'pending', limit: 500 }, context);
    expect(outcome.ok).toBe(true);
    const lines = outcome.text.split('\n');
    const rechargeLine = lines.findIndex((line) => line.includes(recharge));
    const withdrawalLine = lines.findIndex((line) => line.includes(withdrawal));
    expect(rechargeLine).toBeGreaterThanOrEqual(0);
    expect(withdrawalLine).toBeGreaterThan(rechargeLine);
    expect(lines[rechargeLine]).toContain(`recharge   ${recharge}  ${member.username} (#${member.id})  offline  200.00 USDT`);
    expect(lines[withdrawalLine]).toContain(`withdrawal ${withdrawal}  ${member.username} (#${member.id})  bank  100.00 USDT`);
    expect(outcome.data).toMatchObject({ orders: expect.arrayContaining([expect.objectContaining({ kind: 'recharge', orderNo: recharge })]) });
    expect((await runCommand(t.db, { name: 'pending', limit: 1 }, context)).text.split('\n')).toHaveLength(1);
  });

  it('approves a recharge once: the member is credited, a second approval is refused and logged', async () => {
    const member = await newMember(t);
    const orderNo = await pendingRecharge(t, member, '75.00');
    const outcome = await runCommand(t.db, { name: 'recharge-approve', orderNo }, context);
    expect(outcome).toMatchObject({ ok: true, text: `Recharge approved: ${orderNo} of member #${member.id} is now completed.` });
    expect(await available(t, member)).toBe('75.00');
    expect(await lastAudit()).toMatchObject({ action: 'recharge-approve', target: `recharge:${orderNo}`, outcome: 'ok', detail: { orderNo, result: { status: 'completed' } } });

    const again = await runCommand(t.db, { name: 'recharge-approve', orderNo }, context);
    expect(again.ok).toBe(false);
    expect(again.text.length).toBeGreaterThan(0);
    expect(await available(t, member)).toBe('75.00');
    expect(await lastAudit()).toMatchObject({ action: 'recharge-approve', outcome: `refused: ${again.text}` });
  });

  it('rejects a recharge with a reason; nothing moves', async () => {
    const member = await newMember(t);
    const orderNo = await pendingRecharge(t, member);
    const outcome = await runCommand(t.db, { name: 'recharge-reject', orderNo, reason: 'No transfer arrived' }, context);
    expect(outcome.ok).toBe(true);
    expect(outcome.text).toContain('Reason given to the member: No transfer arrived');
    const [row] = await t.db.select().from(rechargeOrders).where(eq(rechargeOrders.orderNo, orderNo));
    expect(row).toMatchObject({ status: 'rejected', rejectReason: 'No transfer arrived' });
    expect(await available(t, member)).toBe('0.00');
  });

  it('pays a withdrawal and rejects another, which gives the money back', async () => {
    const member = await newMember(t);
    const cardId = await readyToWithdraw(t, member, '300');
    const paid = await pendingWithdrawal(t, member, cardId, '100.00');
    const rejected = await pendingWithdrawal(t, member, cardId, '50.00');
    expect(await available(t, member)).toBe('150.00');
    expect((await runCommand(t.db, { name: 'withdrawal-pay', orderNo: paid }, context)).ok).toBe(true);
    expect(await lastAudit()).toMatchObject({ action: 'withdrawal-pay', target: `withdrawal:${paid}`, outcome: 'ok' });
    const outcome = await runCommand(t.db, { name: 'withdrawal-reject', orderNo: rejected, reason: 'Card closed' }, context);
    expect(outcome.ok).toBe(true);
    expect(await available(t, member)).toBe('200.00');
    const rows = await t.db.select().from(withdrawals).where(eq(withdrawals.memberId, member.id));
    expect(Object.fromEntries(rows.map((row) => [row.orderNo, [row.status, row.rejectReason]]))).toEqual({
      [paid]: ['paid', ''],
      [rejected]: ['rejected', 'Card closed'],
    });
    // Decided orders are not pending any more, and cannot be decided again.
    expect((await runCommand(t.db, { name: 'pending', limit: 500 }, context)).text).not.toContain(paid);
    expect((await runCommand(t.db, { name: 'withdrawal-reject', orderNo: paid, reason: 'late' }, context)).ok).toBe(false);
    expect(await available(t, member)).toBe('200.00');
  });

  it('refuses unknown orders and logs the refusal', async () => {
    for (const command of [
      { name: 'recharge-approve', orderNo: 'RC-NOPE' },
      { name: 'withdrawal-pay', orderNo: 'WD-NOPE' },
    ] as const) {
      const outcome = await runCommand(t.db, command, context);
      expect(outcome.ok).toBe(false);
      expect(await lastAudit()).toMatchObject({ action: command.name, outcome: `refused: ${outcome.text}` });
    }
  });
});

describe('audit and the books', () => {
  it('audit shows the newest actions first and is not itself logged', async () => {
    const before = await lastAudit();
    const outcome = await runCommand(t.db, { name: 'audit', page: 1, pageSize: 2, sort: 'id', order: 'desc' }, context);
    expect(outcome.ok).toBe(true);
    const lines = outcome.text.split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(/^\(1–2 of \d+\)$/);
    expect(lines[0]).toMatch(new RegExp(`^#${before.id}  \\S+  cli:ops  ${before.action}`));
    expect((await lastAudit()).id).toBe(before.id);
  });

  it('ledger-check passes after every command above, and is logged', async () => {
    expect(await checkLedger(t.db)).toEqual([]);
    expect((await runCommand(t.db, { name: 'ledger-check' }, context)).ok).toBe(true);
    expect(await lastAudit()).toMatchObject({ action: 'ledger-check', outcome: 'ok' });
  });
});
