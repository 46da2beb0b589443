import { Decimal } from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API, CODE } from '@meridian/protocol';
import { journalEntries, ledgerAccounts, postings, withdrawals } from '../../../src/db/schema/index.js';
import { AppError } from '../../../src/http/app-error.js';
import { PLATFORM_ACCOUNT, platformAccountCode } from '../../../src/ledger/accounts.js';
import { checkLedger } from '../../../src/ledger/check-ledger.js';
import { listPendingWithdrawals, payWithdrawal, rejectWithdrawal } from '../../../src/modules/withdraw/withdrawal-review.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { newMember, type TestMember } from '../../helpers/members.js';
import { PAY_PASSWORD, addCard, as, balances, grant, requestId, setPayPassword, setWithdrawSettings } from './withdraw-fixtures.js';

let t: TestApp;
let member: TestMember;
let cardId: number;

beforeAll(async () => {
  t = await buildTestApp();
  await setWithdrawSettings(t, { minAmount: '10', maxAmount: '1000', dailyCount: 100, freeCount: 0, taxPercent: '2', feeAmount: '1' });
  member = await newMember(t);
  await setPayPassword(t, member);
  cardId = await addCard(t, member);
  await grant(t, member, '1000');
});
afterAll(async () => {
  await t.close();
});

const context = () => ({ actor: 'cli:test', caches: t.deps.caches });

async function ask(amount: string): Promise<string> {
  const answer = await t.api.call(API.withdraw.withdraw, { method: 'bank', bankCardId: cardId, amount, payPassword: PAY_PASSWORD, requestId: requestId() }, as(member));
  if (answer.code !== CODE.OK) throw new Error(`withdraw: ${answer.code} ${answer.msg}`);
  return String(answer.data.orderNo);
}

async function platformBalance(name: (typeof PLATFORM_ACCOUNT)[keyof typeof PLATFORM_ACCOUNT]): Promise<string> {
  const [row] = await t.db.select({ balance: ledgerAccounts.balance }).from(ledgerAccounts).where(eq(ledgerAccounts.code, platformAccountCode(name)));
  return new Decimal(row?.balance ?? 0).toFixed(2);
}

async function statusOf(orderNo: string) {
  const [row] = await t.db.select().from(withdrawals).where(eq(withdrawals.orderNo, orderNo));
  return row;
}

describe('withdrawal review', () => {
  it('lists pending withdrawals oldest first with what the operator checks', async () => {
    const first = await ask('100');
    const second = await ask('50');
    const pending = await listPendingWithdrawals(t.db, 100);
    const mine = pending.filter((order) => order.memberId === member.id);
    expect(mine.map((order) => order.orderNo).slice(-2)).toEqual([first, second]);
    expect(mine.find((order) => order.orderNo === first)).toMatchObject({
      kind: 'withdrawal',
      username: member.username,
      mode: 'bank',
      amount: '100',
      currency: 'USDT',
      facts: [
        { name: 'destination', value: 'HSBC · Alice Example · 123456789012' },
        { name: 'fee', value: '1' },
        { name: 'tax', value: '2' },
        { name: 'payOut', value: '97 USDT' },
      ],
      detail: 'to HSBC · Alice Example · 123456789012; fee 1; tax 2; pay out 97 USDT',
    });
    expect(await listPendingWithdrawals(t.db, 1)).toHaveLength(1);
    await rejectWithdrawal(t.db, first, 'test cleanup', context());
    await rejectWithdrawal(t.db, second, 'test cleanup', context());
    expect((await listPendingWithdrawals(t.db, 100)).map((order) => order.orderNo)).not.toContain(first);
  });

  it('pays a withdrawal: held leaves, the actual amount is payable, fee and tax are the platform’s, one entry', async () => {
    const before = await balances(t, member);
    const payableBefore = await platformBalance(PLATFORM_ACCOUNT.withdrawalsPayable);
    const feesBefore = await platformBalance(PLATFORM_ACCOUNT.fees);
    const orderNo = await ask('200');
    expect(await balances(t, member)).toEqual({ available: new Decimal(before.available).minus(200).toFixed(2), held: new Decimal(before.held).plus(200).toFixed(2) });

    const outcome = await payWithdrawal(t.db, orderNo, context());
    expect(outcome).toEqual({ orderNo, memberId: member.id, status: 'paid' });
    expect(await balances(t, member)).toEqual({ available: new Decimal(before.available).minus(200).toFixed(2), held: before.held });
    expect(await platformBalance(PLATFORM_ACCOUNT.withdrawalsPayable)).toBe(new Decimal(payableBefore).plus('195').toFixed(2));
    expect(await platformBalance(PLATFORM_ACCOUNT.fees)).toBe(new Decimal(feesBefore).plus('5').toFixed(2));

    const row = await statusOf(orderNo);
    expect(row).toMatchObject({ status: 'paid', rejectReason: '' });
    expect(row?.reviewedAt).toBeInstanceOf(Date);
    const entries = await t.db.select().from(journalEntries).where(eq(journalEntries.causeId, orderNo));
    expect(entries.map((entry) => entry.kind).sort()).toEqual(['withdrawal_hold', 'withdrawal_paid']);
    const paid = entries.find((entry) => entry.kind === 'withdrawal_paid');
    expect(paid?.id).toBe(row?.settleEntryId);
    const legs = await t.db.select().from(postings).where(eq(postings.entryId, paid?.id ?? 0));
    expect(legs).toHaveLength(3);

    const record = await t.api.call(API.withdraw.record, {}, as(member));
    expect(record.data.list[0]).toMatchObject({ orderNo, status: 'paid' });
    // getBalance (cached) shows the change at once.
    const shown = await t.api.call(API.member.getBalance, {}, as(member));
    expect(shown.data.frozen).toBe(before.held);
  });

  it('rejects a withdrawal with a reason: the money is back, the member reads why', async () => {
    const before = await balances(t, member);
    const orderNo = await ask('120');
    expect((await t.api.call(API.member.getBalance, {}, as(member))).data.frozen).toBe(new Decimal(before.held).plus(120).toFixed(2));

    const outcome = await rejectWithdrawal(t.db, orderNo, '  The holder name does not match the account  ', context());
    expect(outcome).toEqual({ orderNo, memberId: member.id, status: 'rejected' });
    expect(await balances(t, member)).toEqual(before);
    expect(await statusOf(orderNo)).toMatchObject({ status: 'rejected', rejectReason: 'The holder name does not match the account' });
    const record = await t.api.call(API.withdraw.record, {}, as(member));
    expect(record.data.list[0]).toMatchObject({ orderNo, status: 'rejected', rejectReason: 'The holder name does not match the account' });
    const shown = await t.api.call(API.member.getBalance, {}, as(member));
    expect(shown.data).toMatchObject({ balance: before.available, frozen: before.held });
  });

  it('refuses a second decision and changes nothing', async () => {
    const paid = await ask('30');
    await payWithdrawal(t.db, paid, context());
    const rejected = await ask('40');
    await rejectWithdrawal(t.db, rejected, 'Wrong card', context());
    const before = await balances(t, member);

    for (const attempt of [
      () => payWithdrawal(t.db, paid, context()),
      () => rejectWithdrawal(t.db, paid, 'too late', context()),
      () => payWithdrawal(t.db, rejected, context()),
      () => rejectWithdrawal(t.db, rejected, 'again', context()),
    ]) {
      await expect(attempt()).rejects.toMatchObject({ code: CODE.ORDER_STATE });
    }
    expect(await balances(t, member)).toEqual(before);
    expect(await statusOf(paid)).toMatchObject({ status: 'paid' });
    expect(await statusOf(rejected)).toMatchObject({ status: 'rejected', rejectReason: 'Wrong card' });
  });

  it('lets only one of two operators deciding at once win', async () => {
    const before = await balances(t, member);
    const orderNo = await ask('60');
    const results = await Promise.allSettled([
      payWithdrawal(t.db, orderNo, context()),
      rejectWithdrawal(t.db, orderNo, 'racing', context()),
      payWithdrawal(t.db, orderNo, context()),
    ]);
    const won = results.filter((result) => result.status === 'fulfilled');
    expect(won).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected') expect(result.reason).toMatchObject({ code: CODE.ORDER_STATE });
    }
    const status = (await statusOf(orderNo))?.status;
    const expected = status === 'paid' ? new Decimal(before.available).minus(60).toFixed(2) : before.available;
    expect(await balances(t, member)).toEqual({ available: expected, held: before.held });
  });

  it('refuses an unknown order and an empty reason', async () => {
    await expect(payWithdrawal(t.db, 'WD00000000000000000000', context())).rejects.toMatchObject({ code: CODE.NOT_FOUND });
    const orderNo = await ask('10');
    await expect(rejectWithdrawal(t.db, orderNo, '   ', context())).rejects.toBeInstanceOf(AppError);
    await expect(rejectWithdrawal(t.db, orderNo, 'x'.repeat(501), context())).rejects.toMatchObject({ code: CODE.INVALID_PARAMS });
    expect(await statusOf(orderNo)).toMatchObject({ status: 'pending' });
    await rejectWithdrawal(t.db, orderNo, 'cleanup', context());
  });

  it('leaves the ledger balanced', async () => {
    expect(await checkLedger(t.db)).toEqual([]);
  });
});
