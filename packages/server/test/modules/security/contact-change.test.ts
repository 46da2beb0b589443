import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, CODE } from '@meridian/protocol';
import { letters, memberDevices, members } from '../../../src/db/schema/index.js';
import { randomIp, TestBrowser } from '../../helpers/api-client.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { login, readOutbox, register, solveCaptcha, uniqueUsername } from '../../helpers/members.js';
import { createManualClock } from '../../market/manual-clock.js';
import { nextCode, turnOnTwoStep } from './two-step-fixtures.js';

/**
 * Issue 35, account takeover: an open session alone changed the email and the phone, and "forgot
 * password" then sent the reset code to the new address. A change now takes the password (and
 * the 2-step code), a code sent to the new address, tells the old address with a way to undo it
 * for 24 hours, and holds withdrawals for 24 hours.
 */
const clock = createManualClock(Date.parse('2026-11-29T12:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { marketClock: clock });
});
afterAll(async () => {
  await t.close();
});

/** A member with an email, signed in on `browser`. */
async function signedInMember() {
  const email = `${uniqueUsername()}@example.com`;
  const member = await register(t, { email });
  const browser = new TestBrowser();
  const ip = randomIp();
  const answer = await login(t, member.username, member.password, ip, browser);
  expect(answer.code).toBe(CODE.OK);
  return { ...member, email, browser, ip, token: String(answer.data.accessToken), refreshToken: String(answer.data.refreshToken) };
}

type Member = Awaited<ReturnType<typeof signedInMember>>;

const call = (member: Member, path: string, payload: unknown) => t.api.call(path, payload, { token: member.token, browser: member.browser, ip: member.ip });
const emailOf = async (id: number) => (await t.db.select({ email: members.email }).from(members).where(eq(members.id, id)))[0]?.email;

/** Steps 1 and 2 from the member's browser: the password, then the code that reached the new address. */
async function changeEmail(member: Member, newEmail: string) {
  const sent = await call(member, API.security.sendContactCode, { kind: 'email', value: newEmail, password: member.password });
  expect(sent.code).toBe(CODE.OK);
  const [message] = await readOutbox(t, newEmail);
  return call(member, API.security.changeContact, { kind: 'email', value: newEmail, code: message?.code });
}

describe('a session alone', () => {
  it('no longer changes the email or the phone through the profile', async () => {
    const member = await signedInMember();
    const answer = await call(member, API.member.updateInfo, { email: 'intruder@example.com' });
    expect(answer).toMatchObject({ code: CODE.INVALID_PARAMS, data: { fields: ['email'] } });
    const phone = await call(member, API.member.updateInfo, { phone: '+85291234567' });
    expect(phone).toMatchObject({ code: CODE.INVALID_PARAMS, data: { fields: ['phone'] } });
    expect(await emailOf(member.id)).toBe(member.email);
    // The other profile fields, and the email sent back unchanged, still save.
    expect((await call(member, API.member.updateInfo, { nickname: 'Still me', email: member.email })).code).toBe(CODE.OK);
  });

  it('cannot ask for a code without the password, nor without the 2-step code when it is on', async () => {
    const member = await signedInMember();
    const wrong = await call(member, API.security.sendContactCode, { kind: 'email', value: 'new@example.com', password: 'not-my-password' });
    expect(wrong.code).toBe(CODE.WRONG_PASSWORD);
    await turnOnTwoStep(t, clock, member);
    const noCode = await call(member, API.security.sendContactCode, { kind: 'email', value: 'new@example.com', password: member.password });
    expect(noCode.code).toBe(CODE.TWO_STEP_CODE_REQUIRED);
    expect(await readOutbox(t, 'new@example.com')).toHaveLength(0);
  });
});

describe('a change of email', () => {
  it('takes the code sent to the new address, tells the old one with an undo link, and holds withdrawals', async () => {
    const member = await signedInMember();
    const newEmail = `${uniqueUsername()}@example.net`;
    const changed = await changeEmail(member, newEmail);
    expect(changed.code).toBe(CODE.OK);
    expect(changed.data.email).toBe(newEmail);

    const [toOld] = await readOutbox(t, member.email);
    expect(toOld?.subject).toContain('email on your');
    expect(toOld?.body).toMatch(/#\/pages\/security\/undo-contact\?token=[A-Za-z0-9_-]{20,}/);
    const alerts = await t.db.select().from(letters).where(eq(letters.memberId, member.id));
    expect(alerts.some((letter) => letter.title['en-US']?.includes('email on your') === true)).toBe(true);
    const protection = await call(member, API.security.getProtection, {});
    expect(protection.data.withdrawHoldUntil).toBeGreaterThan(clock.now() + 23 * 3_600_000);
  });

  it("is not made from another browser, even with the right code", async () => {
    const member = await signedInMember();
    const newEmail = `${uniqueUsername()}@example.net`;
    await call(member, API.security.sendContactCode, { kind: 'email', value: newEmail, password: member.password });
    const [message] = await readOutbox(t, newEmail);
    const elsewhere = await t.api.call(API.security.changeContact, { kind: 'email', value: newEmail, code: message?.code }, { token: member.token, browser: new TestBrowser() });
    expect(elsewhere.code).toBe(CODE.CODE_INVALID);
    expect(await emailOf(member.id)).toBe(member.email);
  });

  it('is undone by the link to the old address: the address is back, every session ends, devices are forgotten', async () => {
    const member = await signedInMember();
    const newEmail = `${uniqueUsername()}@example.net`;
    expect((await changeEmail(member, newEmail)).code).toBe(CODE.OK);
    const [toOld] = await readOutbox(t, member.email);
    const token = /token=([A-Za-z0-9_-]+)/.exec(toOld?.body ?? '')?.[1] ?? '';

    const undone = await t.api.call(API.login.undoContactChange, { token }, { language: 'zh-HK' });
    expect(undone).toMatchObject({ code: CODE.OK, data: { kind: 'email' } });
    expect(await emailOf(member.id)).toBe(member.email);
    expect((await call(member, API.member.getMemberInfo, {})).code).toBe(CODE.SESSION_INVALID);
    expect(await t.db.select().from(memberDevices).where(eq(memberDevices.memberId, member.id))).toHaveLength(0);

    const again = await t.api.call(API.login.undoContactChange, { token }, { language: 'zh-HK' });
    expect(again.code).toBe(CODE.CODE_INVALID);
    expect(again.msg).toContain('連結');
  });

  it('cannot be undone after 24 hours', async () => {
    const member = await signedInMember();
    expect((await changeEmail(member, `${uniqueUsername()}@example.net`)).code).toBe(CODE.OK);
    const [toOld] = await readOutbox(t, member.email);
    const token = /token=([A-Za-z0-9_-]+)/.exec(toOld?.body ?? '')?.[1] ?? '';
    clock.advance(24 * 3_600_000 + 1_000);
    expect((await t.api.call(API.login.undoContactChange, { token })).code).toBe(CODE.CODE_INVALID);
  });

  it('with 2-step on, takes its code too', async () => {
    const member = await signedInMember();
    const { secret } = await turnOnTwoStep(t, clock, member);
    const newEmail = `${uniqueUsername()}@example.net`;
    const sent = await call(member, API.security.sendContactCode, { kind: 'email', value: newEmail, password: member.password, twoStepCode: await nextCode(secret, clock) });
    expect(sent.code).toBe(CODE.OK);
  });
});

describe('account recovery codes', () => {
  it('are given at sign-up, and reset the password of a member with no email or phone, once each', async () => {
    const ip = randomIp();
    const username = uniqueUsername();
    const registered = await t.api.call(API.login.register, { username, password: 'secret123', confirmPassword: 'secret123', agree: true, ...(await solveCaptcha(t, ip)) }, { ip });
    expect(registered.code).toBe(CODE.OK);
    const codes = registered.data.recoveryCodes as string[];
    expect(codes).toHaveLength(8);

    // No email, no phone: the code by mail cannot be sent.
    expect((await t.api.call(API.login.sendUpPwdCaptcha, { username, ...(await solveCaptcha(t)) })).code).toBe(CODE.NO_CONTACT);
    const checked = await t.api.call(API.login.checkRecoveryCode, { username, recoveryCode: codes[0], ...(await solveCaptcha(t)) });
    expect(checked.code).toBe(CODE.OK);
    const reset = await t.api.call(API.login.updateLoginPassword, { resetTicket: checked.data.resetTicket, password: 'brandnew1', confirmPassword: 'brandnew1' });
    expect(reset.code).toBe(CODE.OK);
    expect((await login(t, username, 'brandnew1')).code).toBe(CODE.OK);
    const reused = await t.api.call(API.login.checkRecoveryCode, { username, recoveryCode: codes[0], ...(await solveCaptcha(t)) });
    expect(reused.code).toBe(CODE.CODE_INVALID);
  });

  it('are renewed with the password; the old ones then stop working', async () => {
    const member = await signedInMember();
    expect((await call(member, API.security.newRecoveryCodes, { password: 'wrong-password' })).code).toBe(CODE.WRONG_PASSWORD);
    const renewed = await call(member, API.security.newRecoveryCodes, { password: member.password });
    expect(renewed.code).toBe(CODE.OK);
    expect(renewed.data.codes).toHaveLength(8);
    expect((await call(member, API.security.getRecoveryCodes, {})).data).toEqual({ left: 8 });
    const checked = await t.api.call(API.login.checkRecoveryCode, { username: member.username, recoveryCode: renewed.data.codes[3], ...(await solveCaptcha(t)) });
    expect(checked.code).toBe(CODE.OK);
    expect((await call(member, API.security.getRecoveryCodes, {})).data).toEqual({ left: 7 });
  });

  it('refuses a wrong code in the member\'s language', async () => {
    const member = await signedInMember();
    const answer = await t.api.call(API.login.checkRecoveryCode, { username: member.username, recoveryCode: 'abcd-2345', ...(await solveCaptcha(t)) }, { language: 'zh-HK' });
    expect(answer).toMatchObject({ code: CODE.CODE_INVALID, msg: '恢復碼錯誤或已被使用。' });
  });
});
