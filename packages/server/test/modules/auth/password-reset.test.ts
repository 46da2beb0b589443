import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API, CODE } from '@meridian/protocol';
import { members, verificationCodes } from '../../../src/db/schema/index.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { randomIp, TestBrowser } from '../../helpers/api-client.js';
import { login, newMember, readOutbox, resetPasswordByCode, solveCaptcha, uniqueUsername } from '../../helpers/members.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function memberWithEmail() {
  const email = `${uniqueUsername()}@example.com`;
  const member = await newMember(t, { email });
  return { ...member, email };
}

/** The member's own browser: a code is checked from the browser it was sent for. */
let browser = new TestBrowser();
beforeEach(() => {
  browser = new TestBrowser();
});

const askForCode = async (username: string, language?: string) =>
  t.api.call(API.login.sendUpPwdCaptcha, { username, ...(await solveCaptcha(t)) }, { language, browser });
const checkCode = (username: string, code: string | undefined) => t.api.call(API.login.checkMobileCaptcha, { username, code }, { browser });

describe('password reset', () => {
  it('goes from a code in the outbox to a new password, ending every session', async () => {
    const member = await memberWithEmail();
    const sent = await askForCode(member.username);
    expect(sent).toMatchObject({ code: CODE.OK, data: { resendAfterSeconds: 60 } });
    expect(sent.data.sentTo).toBe(`${member.email.slice(0, 2)}***@example.com`);

    const [message] = await readOutbox(t, member.email);
    expect(message).toMatchObject({ channel: 'email', purpose: 'reset_password', subject: 'Reset your Meridian password' });
    const checked = await checkCode(member.username, message?.code);
    expect(checked).toMatchObject({ code: CODE.OK, data: { expiresInSeconds: 600 } });

    const reset = await t.api.call(API.login.updateLoginPassword, {
      resetTicket: checked.data.resetTicket,
      password: 'brandnew1',
      confirmPassword: 'brandnew1',
    });
    expect(reset).toMatchObject({ code: CODE.OK, data: { ok: true } });
    expect((await t.api.call(API.member.getMemberInfo, {}, { token: member.token })).code).toBe(CODE.SESSION_INVALID);
    expect((await login(t, member.username, member.password)).code).toBe(CODE.WRONG_CREDENTIALS);
    expect((await login(t, member.username, 'brandnew1')).code).toBe(CODE.OK);

    // The ticket is spent.
    const again = await t.api.call(API.login.updateLoginPassword, {
      resetTicket: checked.data.resetTicket,
      password: 'another12',
      confirmPassword: 'another12',
    });
    expect(again).toMatchObject({ code: CODE.CODE_INVALID, msg: 'This password reset has expired. Please ask for a new code.' });
  });

  it('writes the message in the language of the request', async () => {
    const member = await memberWithEmail();
    expect((await askForCode(member.username, 'zh-HK')).code).toBe(CODE.OK);
    const [message] = await readOutbox(t, member.email);
    expect(message?.subject).toBe('重設您的 Meridian 密碼');
  });

  it('sends to the phone when the account has no email', async () => {
    const phone = '+85261234567';
    const member = await newMember(t, { mobile: phone });
    const sent = await askForCode(member.username);
    expect(sent).toMatchObject({ code: CODE.OK, data: { sentTo: '+85*******67' } });
    const [message] = await readOutbox(t, phone);
    expect(message?.channel).toBe('sms');
  });

  it('refuses an account with no email or phone', async () => {
    const member = await newMember(t);
    expect((await askForCode(member.username)).code).toBe(CODE.NO_CONTACT);
  });

  it('refuses an unknown username', async () => {
    expect((await askForCode(uniqueUsername())).code).toBe(CODE.WRONG_CREDENTIALS);
  });

  it('kills a code after five wrong guesses', async () => {
    const member = await memberWithEmail();
    await askForCode(member.username);
    const [message] = await readOutbox(t, member.email);
    const wrong = message?.code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i += 1) {
      expect((await checkCode(member.username, wrong)).code).toBe(CODE.CODE_INVALID);
    }
    expect((await checkCode(member.username, message?.code)).code).toBe(CODE.CODE_INVALID);
  });

  it('refuses an expired code', async () => {
    const member = await memberWithEmail();
    await askForCode(member.username);
    const [message] = await readOutbox(t, member.email);
    await t.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(verificationCodes.target, `member:${member.id}`));
    expect((await checkCode(member.username, message?.code)).code).toBe(CODE.CODE_INVALID);
  });

  it('checks the new password and its confirmation', async () => {
    const mismatch = await t.api.call(API.login.updateLoginPassword, { resetTicket: 'x', password: 'brandnew1', confirmPassword: 'brandnew2' });
    expect(mismatch).toMatchObject({ code: CODE.INVALID_PARAMS, data: { fields: ['confirmPassword'] } });
    const weak = await t.api.call(API.login.updateLoginPassword, { resetTicket: 'x', password: '123', confirmPassword: '123' });
    expect(weak).toMatchObject({ code: CODE.INVALID_PARAMS, data: { fields: ['password'] } });
    const badCode = await t.api.call(API.login.checkMobileCaptcha, { username: 'demo0001', code: '12ab56' });
    expect(badCode).toMatchObject({ code: CODE.INVALID_PARAMS, msg: 'The verification code is 6 digits.' });
  });

  it('lifts the login lock of the account on the address the member reset it from', async () => {
    const member = await memberWithEmail();
    const ip = randomIp();
    for (let i = 0; i < 5; i += 1) await login(t, member.username, 'wrong-pass', ip);
    expect((await login(t, member.username, member.password, ip)).code).toBe(CODE.ACCOUNT_LOCKED);
    await resetPasswordByCode(t, member.username, member.email, 'brandnew1', ip);
    expect((await login(t, member.username, 'brandnew1', ip)).code).toBe(CODE.OK);
    const [row] = await t.db.select().from(members).where(eq(members.id, member.id));
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
  });
});
