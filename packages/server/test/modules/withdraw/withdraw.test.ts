import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { API, CODE, ZWithdrawal, ZWithdrawParamResponse, ZWithdrawRecordResponse } from '@meridian/protocol';
import { journalEntries, members, withdrawals } from '../../../src/db/schema/index.js';
import { startOfMemberDay } from '../../../src/modules/withdraw/withdrawals-today.js';
import { DEFAULT_WITHDRAW_SETTINGS } from '../../../src/settings/withdraw-settings.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { newMember, type TestMember } from '../../helpers/members.js';
import { PAY_PASSWORD, TRC20_ADDRESS, addCard, as, balances, grant, requestId, setPayPassword, setWithdrawSettings } from './withdraw-fixtures.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  // min 10, max 1000, 3 a day, the first free, then 2 % tax, and a 1.00 fee on each.
  await setWithdrawSettings(t, { minAmount: '10', maxAmount: '1000', dailyCount: 3, freeCount: 1, taxPercent: '2', feeAmount: '1' });
});
afterAll(async () => {
  await t.close();
});

/** A member with a pay password, a card and `funds` available. */
async function readyMember(funds = '500'): Promise<{ member: TestMember; cardId: number }> {
  const member = await newMember(t);
  await setPayPassword(t, member);
  const cardId = await addCard(t, member);
  await grant(t, member, funds);
  return { member, cardId };
}

function withdraw(member: TestMember, fields: Record<string, unknown>) {
  return t.api.call(API.withdraw.withdraw, { method: 'bank', amount: '100', payPassword: PAY_PASSWORD, requestId: requestId(), ...fields }, as(member));
}

describe('withdrawParam', () => {
  it('publishes the operator’s rules and how many withdrawals are left today', async () => {
    const { member, cardId } = await readyMember();
    const before = z.strictObject(ZWithdrawParamResponse.shape).parse((await t.api.call(API.withdraw.withdrawParam, {}, as(member))).data);
    expect(before).toEqual({
      currency: 'USDT',
      minAmount: '10',
      maxAmount: '1000',
      dailyCount: 3,
      freeCount: 1,
      taxPercent: '2',
      feeAmount: '1',
      usedCount: 0,
      remainingCount: 3,
      networks: DEFAULT_WITHDRAW_SETTINGS.networks,
    });
    expect((await withdraw(member, { bankCardId: cardId })).code).toBe(CODE.OK);
    const after = (await t.api.call(API.withdraw.withdrawParam, {}, as(member))).data;
    expect(after).toMatchObject({ usedCount: 1, remainingCount: 2 });
  });

  it('needs a login', async () => {
    expect((await t.api.call(API.withdraw.withdrawParam, {})).code).toBe(CODE.SESSION_INVALID);
  });
});

describe('withdraw', () => {
  it('holds the amount, charges the published fee, and taxes only beyond the free count', async () => {
    const { member, cardId } = await readyMember('500');
    const first = await withdraw(member, { bankCardId: cardId, amount: '100' });
    expect(first.code).toBe(CODE.OK);
    const withdrawal = z.strictObject(ZWithdrawal.shape).parse(first.data);
    expect(withdrawal).toMatchObject({
      method: 'bank',
      destination: 'HSBC **** **** 9012',
      status: 'pending',
      amount: '100.00',
      fee: '1.00',
      tax: '0.00',
      actualAmount: '99.00',
      currency: 'USDT',
      rejectReason: '',
      reviewedAt: null,
    });
    expect(withdrawal.orderNo).toMatch(/^WD\d{24}$/);
    expect(await balances(t, member)).toEqual({ available: '400.00', held: '100.00' });

    const second = await withdraw(member, { bankCardId: cardId, amount: '50.50' });
    expect(second.data).toMatchObject({ amount: '50.50', fee: '1.00', tax: '1.01', actualAmount: '48.49' });
    expect(await balances(t, member)).toEqual({ available: '349.50', held: '150.50' });

    const [entry] = await t.db.select().from(journalEntries).where(eq(journalEntries.requestId, `withdraw-hold:${withdrawal.orderNo}`));
    expect(entry).toMatchObject({ kind: 'withdrawal_hold', causeType: 'withdrawal', causeId: withdrawal.orderNo });
    const [row] = await t.db.select().from(withdrawals).where(eq(withdrawals.orderNo, withdrawal.orderNo));
    expect(row).toMatchObject({ holdEntryId: entry?.id, bankCardId: cardId, destination: 'HSBC · Alice Example · 123456789012' });
  });

  it('pays out to the USDT address of the member’s profile', async () => {
    const member = await newMember(t);
    await setPayPassword(t, member);
    await grant(t, member, '200');
    const without = await withdraw(member, { method: 'coin', amount: '20' });
    expect(without).toMatchObject({ code: CODE.PAYOUT_ACCOUNT_REQUIRED, msg: 'Please set your USDT address first, on one of these networks: TRC20, ERC20, BEP20.' });

    // An address saved before the profile required a network: the answer says what is missing,
    // not "bind a bank card".
    await t.db.update(members).set({ usdtAddress: TRC20_ADDRESS, network: '' }).where(eq(members.id, member.id));
    expect(await withdraw(member, { method: 'coin', amount: '20' })).toEqual({
      code: CODE.PAYOUT_ACCOUNT_REQUIRED,
      msg: 'Your USDT address has no network. Please choose its network (TRC20, ERC20, BEP20) under Edit profile.',
      data: { account: 'coin', problem: 'no-network' },
    });
    // An address that does not fit its network.
    await t.db.update(members).set({ usdtAddress: '0x1234', network: 'TRC20' }).where(eq(members.id, member.id));
    expect(await withdraw(member, { method: 'coin', amount: '20' })).toMatchObject({
      code: CODE.PAYOUT_ACCOUNT_REQUIRED,
      msg: 'Your USDT address is not a valid TRC20 address. Please check it under Edit profile.',
    });
    // A network the operator stopped paying out on.
    await t.db.update(members).set({ usdtAddress: TRC20_ADDRESS, network: 'SOL' }).where(eq(members.id, member.id));
    expect(await withdraw(member, { method: 'coin', amount: '20' })).toMatchObject({
      code: CODE.PAYOUT_ACCOUNT_REQUIRED,
      msg: 'Withdrawals on SOL are not offered. Please choose one of these networks under Edit profile: TRC20, ERC20, BEP20.',
    });
    expect(await balances(t, member)).toEqual({ available: '200.00', held: '0.00' });

    const saved = await t.api.call(API.member.updateInfo, { usdtAddress: TRC20_ADDRESS, network: 'TRC20' }, as(member));
    expect(saved.code).toBe(CODE.OK);
    const answer = await withdraw(member, { method: 'coin', amount: '20' });
    expect(answer).toMatchObject({ code: CODE.OK, data: { method: 'coin', destination: 'TRC20 TN3W4H…oxb3m9', amount: '20.00' } });
    const [row] = await t.db.select().from(withdrawals).where(eq(withdrawals.orderNo, String(answer.data.orderNo)));
    expect(row).toMatchObject({ destination: `TRC20 ${TRC20_ADDRESS}`, bankCardId: null });
  });

  it('asks for a pay password, then a bank card, before anything else', async () => {
    const member = await newMember(t);
    await grant(t, member, '100');
    expect(await withdraw(member, { bankCardId: 1 })).toMatchObject({ code: CODE.PAY_PASSWORD_NOT_SET, msg: 'Please set a pay password first.' });
    await setPayPassword(t, member);
    expect(await withdraw(member, { bankCardId: 1 })).toEqual({ code: CODE.PAYOUT_ACCOUNT_REQUIRED, msg: 'Please bind a bank card first.', data: { account: 'bank' } });
    expect(await balances(t, member)).toEqual({ available: '100.00', held: '0.00' });
  });

  it('refuses another member’s card and a removed card', async () => {
    const { member: owner, cardId } = await readyMember();
    const { member } = await readyMember();
    expect(await withdraw(member, { bankCardId: cardId })).toMatchObject({ code: CODE.NOT_FOUND, msg: 'This bank card does not exist.' });
    const removed = await t.api.call(API.withdraw.unbandingBankCard, { bankCardId: cardId, payPassword: PAY_PASSWORD }, as(owner));
    expect(removed.code).toBe(CODE.OK);
    await addCard(t, owner, { account: '99990000' });
    expect((await withdraw(owner, { bankCardId: cardId })).code).toBe(CODE.NOT_FOUND);
    expect(await balances(t, owner)).toEqual({ available: '500.00', held: '0.00' });
    expect(await balances(t, member)).toEqual({ available: '500.00', held: '0.00' });
  });

  it.each([
    ['below the minimum', '9.99', 'The minimum per withdrawal is 10.00 USDT.', { limit: 'min', amount: '10.00' }],
    ['above the maximum', '1000.01', 'The maximum per withdrawal is 1000.00 USDT.', { limit: 'max', amount: '1000.00' }],
  ])('refuses an amount %s, naming the limit', async (_name, amount, msg, data) => {
    const { member, cardId } = await readyMember('2000');
    expect(await withdraw(member, { bankCardId: cardId, amount })).toEqual({ code: CODE.WITHDRAW_LIMIT, msg, data });
    expect(await balances(t, member)).toEqual({ available: '2000.00', held: '0.00' });
  });

  it('refuses a withdrawal above the daily count; rejected ones do not count', async () => {
    const { member, cardId } = await readyMember('1000');
    for (let i = 0; i < 3; i += 1) expect((await withdraw(member, { bankCardId: cardId, amount: '10' })).code).toBe(CODE.OK);
    const fourth = await withdraw(member, { bankCardId: cardId, amount: '10' });
    expect(fourth).toMatchObject({ code: CODE.WITHDRAW_LIMIT, msg: 'You can withdraw 3 times a day. Please try again tomorrow.', data: { limit: 'daily' } });
    await t.db.update(withdrawals).set({ status: 'rejected' }).where(eq(withdrawals.memberId, member.id));
    expect((await withdraw(member, { bankCardId: cardId, amount: '10' })).code).toBe(CODE.OK);
  });

  it('counts the day from the member’s own midnight', () => {
    const now = new Date('2026-03-10T20:30:00Z');
    expect(startOfMemberDay('+00:00', now).toISOString()).toBe('2026-03-10T00:00:00.000Z');
    // 04:30 on the 11th in Hong Kong: their day began at 16:00 UTC on the 10th.
    expect(startOfMemberDay('+08:00', now).toISOString()).toBe('2026-03-10T16:00:00.000Z');
    // 15:30 on the 10th in Mexico City.
    expect(startOfMemberDay('-05:00', now).toISOString()).toBe('2026-03-10T05:00:00.000Z');
  });

  it('refuses more than the available balance with the spec’s message', async () => {
    const { member, cardId } = await readyMember('50');
    const answer = await withdraw(member, { bankCardId: cardId, amount: '50.01' });
    expect(answer).toMatchObject({ code: CODE.INSUFFICIENT_FUNDS, msg: 'Sorry, your credit is running low' });
    expect(await balances(t, member)).toEqual({ available: '50.00', held: '0.00' });
    expect(await t.db.select().from(withdrawals).where(eq(withdrawals.memberId, member.id))).toEqual([]);
  });

  it.each([
    ['more decimals than USDT has', { amount: '10.001' }, 'amount', 'Please enter an amount above 0 with at most 2 decimals.'],
    ['a negative amount', { amount: '-10' }, 'amount', 'Please enter an amount above 0 with at most 2 decimals.'],
    ['a zero amount', { amount: '0' }, 'amount', 'Please enter an amount above 0 with at most 2 decimals.'],
    ['an amount that is not a number', { amount: 'ten' }, 'amount', 'Please enter a number.'],
    ['an amount sent as a number', { amount: 10 }, 'amount', undefined],
    ['an unknown method', { method: 'cash' }, 'method', undefined],
    ['a bank withdrawal without a card', { bankCardId: undefined }, 'bankCardId', 'Please choose a bank card.'],
    ['a 5-digit pay password', { payPassword: '12345' }, 'payPassword', 'The pay password must be 4 digits.'],
    ['no requestId', { requestId: undefined }, 'requestId', undefined],
    ['a short requestId', { requestId: 'abc' }, 'requestId', undefined],
  ])('refuses %s', async (_name, fields, field, message) => {
    const { member, cardId } = await readyMember('100');
    const answer = await withdraw(member, { bankCardId: cardId, ...fields });
    expect(answer.code).toBe(CODE.INVALID_PARAMS);
    expect(answer.data.fields).toEqual([field]);
    if (message) expect(answer.msg).toBe(message);
    expect(await balances(t, member)).toEqual({ available: '100.00', held: '0.00' });
  });

  it('locks the pay password after 5 wrong tries, even for the right one', async () => {
    const { member, cardId } = await readyMember('100');
    for (let i = 0; i < 4; i += 1) {
      expect(await withdraw(member, { bankCardId: cardId, payPassword: '0000' })).toMatchObject({ code: CODE.WRONG_PAY_PASSWORD, msg: 'The pay password is wrong.' });
    }
    const fifth = await withdraw(member, { bankCardId: cardId, payPassword: '0000' });
    expect(fifth).toMatchObject({ code: CODE.PAY_PASSWORD_LOCKED, msg: 'Too many wrong pay passwords. Please try again in 15 minutes.' });
    const right = await withdraw(member, { bankCardId: cardId });
    expect(right.code).toBe(CODE.PAY_PASSWORD_LOCKED);
    // Removing a card is a pay-password action too: locked as well.
    expect((await t.api.call(API.withdraw.unbandingBankCard, { bankCardId: cardId, payPassword: PAY_PASSWORD }, as(member))).code).toBe(CODE.PAY_PASSWORD_LOCKED);
    expect(await balances(t, member)).toEqual({ available: '100.00', held: '0.00' });
  });

  it('forgets wrong tries after a right one', async () => {
    const { member, cardId } = await readyMember('100');
    for (let i = 0; i < 4; i += 1) expect((await withdraw(member, { bankCardId: cardId, payPassword: '0000' })).code).toBe(CODE.WRONG_PAY_PASSWORD);
    expect((await withdraw(member, { bankCardId: cardId, amount: '10' })).code).toBe(CODE.OK);
    for (let i = 0; i < 4; i += 1) expect((await withdraw(member, { bankCardId: cardId, payPassword: '0000' })).code).toBe(CODE.WRONG_PAY_PASSWORD);
  });

  it('answers a repeated requestId with the first withdrawal and refuses it with other details', async () => {
    const { member, cardId } = await readyMember('100');
    const id = requestId();
    const first = await withdraw(member, { bankCardId: cardId, amount: '30', requestId: id });
    const again = await withdraw(member, { bankCardId: cardId, amount: '30', requestId: id });
    expect(again).toEqual(first);
    const other = await withdraw(member, { bankCardId: cardId, amount: '31', requestId: id });
    expect(other).toMatchObject({ code: CODE.REQUEST_ID_REUSED });
    expect(await balances(t, member)).toEqual({ available: '70.00', held: '30.00' });
  });

  it('needs a login', async () => {
    expect((await t.api.call(API.withdraw.withdraw, { method: 'bank', bankCardId: 1, amount: '10', payPassword: PAY_PASSWORD, requestId: requestId() })).code).toBe(
      CODE.SESSION_INVALID,
    );
  });
});

describe('record', () => {
  it('pages the member’s own withdrawals, newest first, filtered by status', async () => {
    const { member, cardId } = await readyMember('500');
    const { member: other, cardId: otherCard } = await readyMember('500');
    const orderNos: string[] = [];
    for (const amount of ['10', '20', '30']) orderNos.push(String((await withdraw(member, { bankCardId: cardId, amount })).data.orderNo));
    await withdraw(other, { bankCardId: otherCard, amount: '40' });
    await t.db.update(withdrawals).set({ status: 'rejected', rejectReason: 'Name does not match the card' }).where(eq(withdrawals.orderNo, orderNos[0] ?? ''));

    const page1 = ZWithdrawRecordResponse.parse((await t.api.call(API.withdraw.record, { page: 1, pageSize: 2 }, as(member))).data);
    expect(page1.total).toBe(3);
    expect(page1.list.map((w) => w.orderNo)).toEqual([orderNos[2], orderNos[1]]);
    const page2 = ZWithdrawRecordResponse.parse((await t.api.call(API.withdraw.record, { page: 2, pageSize: 2 }, as(member))).data);
    expect(page2.list).toMatchObject([{ orderNo: orderNos[0], status: 'rejected', rejectReason: 'Name does not match the card', amount: '10.00' }]);

    const pending = ZWithdrawRecordResponse.parse((await t.api.call(API.withdraw.record, { status: 'pending' }, as(member))).data);
    expect(pending.total).toBe(2);
    expect(pending.list.every((w) => w.status === 'pending')).toBe(true);
  });

  it.each([
    ['page 0', { page: 0 }, 'page'],
    ['a page size of 101', { pageSize: 101 }, 'pageSize'],
    ['an unknown status', { status: 'lost' }, 'status'],
  ])('refuses %s', async (_name, payload, field) => {
    const { member } = await readyMember('0.01');
    const answer = await t.api.call(API.withdraw.record, payload, as(member));
    expect(answer.code).toBe(CODE.INVALID_PARAMS);
    expect(answer.data.fields).toEqual([field]);
  });
});
