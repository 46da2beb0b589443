import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { API, CODE, ZGetLetterPageResponse, ZProtection } from '@meridian/protocol';
import { memberSecurity, members } from '../../../src/db/schema/index.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { login, newMember, readOutbox, resetPasswordByCode, solveCaptcha, uniqueUsername, type TestMember } from '../../helpers/members.js';
import { createManualClock } from '../../market/manual-clock.js';
import { PAY_PASSWORD, TRC20_ADDRESS, addCard, as, grant, requestId, setPayPassword } from '../withdraw/withdraw-fixtures.js';

const HOUR_MS = 60 * 60 * 1000;
const OTHER_TRC20_ADDRESS = 'TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m8';
const clock = createManualClock(Date.now());
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({}, { marketClock: clock });
});
afterAll(async () => {
  await t.close();
});

/** A member with a pay password and money, ready to withdraw. */
async function readyMember(fields: Record<string, unknown> = {}): Promise<TestMember> {
  const member = await newMember(t, fields);
  await setPayPassword(t, member);
  await grant(t, member, '500');
  return member;
}

const withdraw = (member: TestMember, bankCardId: number) =>
  t.api.call(API.withdraw.withdraw, { method: 'bank', bankCardId, amount: '20', payPassword: PAY_PASSWORD, requestId: requestId() }, as(member));

async function protection(member: TestMember) {
  return z.strictObject(ZProtection.shape).parse((await t.api.call(API.security.getProtection, {}, as(member))).data);
}

const withdrawToAddress = (member: TestMember) =>
  t.api.call(API.withdraw.withdraw, { method: 'coin', amount: '20', payPassword: PAY_PASSWORD, requestId: requestId() }, as(member));

const setAddress = (member: TestMember, usdtAddress = TRC20_ADDRESS, network = 'TRC20') =>
  t.api.call(API.member.updateInfo, { usdtAddress, network }, as(member));

const setWhitelist = (member: TestMember, on: boolean) => t.api.call(API.security.setWhitelist, { on }, as(member));

describe('withdrawal whitelist', () => {
  it('makes a newly added card wait the delay, then accepts it', async () => {
    const member = await readyMember();
    expect((await setWhitelist(member, true)).code).toBe(CODE.OK);
    const cardId = await addCard(t, member);
    const refused = await withdraw(member, cardId);
    expect(refused.code).toBe(CODE.WITHDRAW_WHITELIST);
    expect(refused.data.usableAt).toBe((await protection(member)).destinations[0]?.usableAt);
    expect(refused.msg).toMatch(/whitelist/);
    expect((await protection(member)).destinations).toEqual([{ kind: 'bank', id: cardId, label: 'HSBC **** **** 9012', usableAt: expect.any(Number) }]);
    clock.advance(23 * HOUR_MS);
    expect((await withdraw(member, cardId)).code).toBe(CODE.WITHDRAW_WHITELIST);
    clock.advance(HOUR_MS + 1000);
    expect((await withdraw(member, cardId)).code).toBe(CODE.OK);
    expect((await protection(member)).destinations[0]?.usableAt).toBeNull();
  });

  it('follows the operator’s delay', async () => {
    await t.deps.settings.set('withdrawWhitelist', { delayHours: 2 });
    try {
      const member = await readyMember();
      await setWhitelist(member, true);
      const cardId = await addCard(t, member);
      expect((await protection(member)).whitelist.delayHours).toBe(2);
      expect((await withdraw(member, cardId)).code).toBe(CODE.WITHDRAW_WHITELIST);
      clock.advance(2 * HOUR_MS + 1000);
      expect((await withdraw(member, cardId)).code).toBe(CODE.OK);
    } finally {
      await t.deps.settings.set('withdrawWhitelist', { delayHours: 24 });
    }
  });

  it('stays on for 24 hours after it is turned off, then lets a new card be used at once', async () => {
    const member = await readyMember();
    await setWhitelist(member, true);
    const off = ZProtection.parse((await setWhitelist(member, false)).data);
    expect(off.whitelist.on).toBe(true);
    expect(off.whitelist.endsAt).toBe(clock.now() + 24 * HOUR_MS);
    // Asking again keeps the first end time.
    clock.advance(HOUR_MS);
    expect(ZProtection.parse((await setWhitelist(member, false)).data).whitelist.endsAt).toBe(off.whitelist.endsAt);
    const cardId = await addCard(t, member);
    expect((await withdraw(member, cardId)).code).toBe(CODE.WITHDRAW_WHITELIST);
    clock.advance(23 * HOUR_MS + 1000);
    expect((await protection(member)).whitelist).toEqual({ on: false, endsAt: null, delayHours: 24 });
    expect((await withdraw(member, cardId)).code).toBe(CODE.OK);
  });

  it('turning it on again cancels a waiting off', async () => {
    const member = await readyMember();
    await setWhitelist(member, true);
    await setWhitelist(member, false);
    const on = ZProtection.parse((await setWhitelist(member, true)).data);
    expect(on.whitelist).toMatchObject({ on: true, endsAt: null });
  });

  it('makes a changed USDT address wait the delay, then accepts a withdrawal to it', async () => {
    const member = await readyMember();
    await setWhitelist(member, true);
    expect((await setAddress(member)).code).toBe(CODE.OK);
    const [row] = await t.db.select().from(members).where(eq(members.id, member.id));
    expect(row?.usdtAddress).toBe(TRC20_ADDRESS);
    const usableAt = clock.now() + 24 * HOUR_MS;
    expect((await protection(member)).destinations).toEqual([{ kind: 'coin', id: 0, label: expect.stringContaining('TRC20'), usableAt }]);
    const refused = await withdrawToAddress(member);
    expect(refused).toMatchObject({ code: CODE.WITHDRAW_WHITELIST, data: { usableAt } });
    expect(refused.msg).toMatch(/USDT address/);
    clock.advance(24 * HOUR_MS - 1000);
    expect((await withdrawToAddress(member)).code).toBe(CODE.WITHDRAW_WHITELIST);
    clock.advance(2000);
    expect((await withdrawToAddress(member)).code).toBe(CODE.OK);
    expect((await protection(member)).destinations[0]?.usableAt).toBeNull();
  });

  it('lets an address saved long before it was turned on be used at once, and counts from the last change', async () => {
    const member = await readyMember();
    await setAddress(member);
    clock.advance(24 * HOUR_MS + 1000);
    await setWhitelist(member, true);
    expect((await withdrawToAddress(member)).code).toBe(CODE.OK);
    // Saving the same address again changes nothing; another address is a new destination.
    expect((await setAddress(member, TRC20_ADDRESS, 'TRC20')).code).toBe(CODE.OK);
    expect((await withdrawToAddress(member)).code).toBe(CODE.OK);
    expect((await setAddress(member, OTHER_TRC20_ADDRESS)).code).toBe(CODE.OK);
    expect((await withdrawToAddress(member)).code).toBe(CODE.WITHDRAW_WHITELIST);
  });

  it('refuses a malformed switch and changes nothing', async () => {
    const member = await readyMember();
    const answer = await setWhitelist(member, 'yes' as unknown as boolean);
    expect(answer).toMatchObject({ code: CODE.INVALID_PARAMS, data: { fields: ['on'] } });
    expect((await protection(member)).whitelist.on).toBe(false);
  });
});

describe('password change', () => {
  it('holds withdrawals for 24 hours, says until when, and ends the other sessions', async () => {
    const member = await readyMember();
    const cardId = await addCard(t, member);
    const other = await login(t, member.username, member.password);
    const changed = await t.api.call(API.member.updateLoginPassword, { oldPassword: member.password, password: 'newpass123', confirmPassword: 'newpass123' }, as(member));
    expect(changed.code).toBe(CODE.OK);
    expect((await t.api.call(API.member.getBalance, {}, { token: String(other.data.accessToken) })).code).toBe(CODE.SESSION_INVALID);
    const held = await withdraw(member, cardId);
    expect(held.code).toBe(CODE.WITHDRAW_HELD);
    expect(held.data.until).toBe(clock.now() + 24 * HOUR_MS);
    expect(held.msg).toContain('on hold until');
    expect((await protection(member)).withdrawHoldUntil).toBe(held.data.until);
    clock.advance(24 * HOUR_MS + 1000);
    expect((await withdraw(member, cardId)).code).toBe(CODE.OK);
  });

  it('holds withdrawals after a password reset too', async () => {
    const email = `${uniqueUsername()}@example.com`;
    const member = await readyMember({ email });
    const cardId = await addCard(t, member);
    await resetPasswordByCode(t, member.username, email, 'resetpass1');
    const again = await login(t, member.username, 'resetpass1');
    expect((await withdraw({ ...member, token: String(again.data.accessToken) }, cardId)).code).toBe(CODE.WITHDRAW_HELD);
  });
});

describe('freeze my account', () => {
  it('refuses a wrong password and changes nothing', async () => {
    const member = await readyMember();
    expect((await t.api.call(API.security.freezeAccount, { password: 'not-mine1' }, as(member))).code).toBe(CODE.WRONG_PASSWORD);
    expect((await t.api.call(API.security.freezeAccount, {}, as(member))).code).toBe(CODE.INVALID_PARAMS);
    const [row] = await t.db.select().from(members).where(eq(members.id, member.id));
    expect(row).toMatchObject({ loginFrozen: false, withdrawFrozen: false });
    expect((await t.api.call(API.member.getBalance, {}, as(member))).code).toBe(CODE.OK);
  });

  it('stops sign-in and withdrawals at once and ends every session', async () => {
    const member = await readyMember();
    const other = await login(t, member.username, member.password);
    expect((await t.api.call(API.security.freezeAccount, { password: member.password }, as(member))).code).toBe(CODE.OK);
    expect((await t.api.call(API.member.getBalance, {}, as(member))).code).toBe(CODE.SESSION_INVALID);
    expect((await t.api.call(API.member.getBalance, {}, { token: String(other.data.accessToken) })).code).toBe(CODE.SESSION_INVALID);
    expect((await login(t, member.username, member.password)).code).toBe(CODE.ACCOUNT_LOCKED);
    const [row] = await t.db.select().from(members).where(eq(members.id, member.id));
    expect(row).toMatchObject({ loginFrozen: true, withdrawFrozen: true });
  });
});

describe('anti-phishing code', () => {
  it('refuses a bad code or a wrong password and changes nothing', async () => {
    const member = await readyMember();
    for (const code of ['abc', 'x'.repeat(21), '<b>bold</b>']) {
      const answer = await t.api.call(API.security.setAntiPhishingCode, { code, password: member.password }, as(member));
      expect(answer).toMatchObject({ code: CODE.INVALID_PARAMS, data: { fields: ['code'] } });
      expect(answer.msg).toContain('anti-phishing code');
    }
    const wrong = await t.api.call(API.security.setAntiPhishingCode, { code: 'blue fox', password: 'not-mine1' }, as(member));
    expect(wrong.code).toBe(CODE.WRONG_PASSWORD);
    // The row exists from sign-up (its recovery codes); nothing in it changed.
    const [row] = await t.db.select().from(memberSecurity).where(eq(memberSecurity.memberId, member.id));
    expect(row?.antiPhishingCode ?? null).toBeNull();
    expect((await protection(member)).antiPhishingCode).toBeNull();
  });

  it('is shown to its owner and opens every letter and code mail sent to them', async () => {
    const email = `${uniqueUsername()}@example.com`;
    const member = await readyMember({ email });
    const set = await t.api.call(API.security.setAntiPhishingCode, { code: ' Blue Fox 42 ', password: member.password }, as(member));
    expect(set.code).toBe(CODE.OK);
    expect(ZProtection.parse(set.data).antiPhishingCode).toBe('Blue Fox 42');
    // The pay-password change alert: a letter, and a mail since the account has an email.
    const changed = await t.api.call(
      API.member.updatePayPasswordByOld,
      { oldPayPassword: PAY_PASSWORD, payPassword: '1357', confirmPayPassword: '1357' },
      as(member),
    );
    expect(changed.code).toBe(CODE.OK);
    const letters = ZGetLetterPageResponse.parse((await t.api.call(API.member.getLetterPage, { page: 1, pageSize: 50 }, as(member))).data);
    const alert = letters.list.find((letter) => letter.title.includes('pay password'));
    expect(alert?.antiPhishingCode).toBe('Blue Fox 42');
    // Every letter, those to everyone too; beside its text, whose first words stay the letter's own.
    expect(letters.list.every((letter) => letter.antiPhishingCode === 'Blue Fox 42' && !letter.content.includes('Blue Fox 42'))).toBe(true);
    const [mail] = await readOutbox(t, email);
    expect(mail?.subject).toContain('pay password');
    expect(mail?.body).toContain('Your anti-phishing code: Blue Fox 42');
    // A password reset code mail.
    expect((await t.api.call(API.login.sendUpPwdCaptcha, { username: member.username, ...(await solveCaptcha(t)) })).code).toBe(CODE.OK);
    const resetMail = (await readOutbox(t, email)).find((message) => message.purpose === 'reset_password');
    expect(resetMail?.body).toContain('Blue Fox 42');
  });
});
