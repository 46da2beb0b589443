import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API, CODE, ZLoginResponse, ZSessionTokens } from '@meridian/protocol';
import { letters, sessions } from '../../../src/db/schema/index.js';
import { hashToken } from '../../../src/security/tokens.js';
import { randomIp } from '../../helpers/api-client.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { login, newMember, register, resetPasswordByCode, uniqueUsername } from '../../helpers/members.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('login', () => {
  it('answers tokens and the member, and keeps only hashes of the tokens', async () => {
    const answer = await login(t, 'demo0001', 'demo1234');
    expect(answer.code).toBe(CODE.OK);
    const session = ZLoginResponse.parse(answer.data);
    expect(session.member).toMatchObject({ username: 'demo0001', inviteCode: 'MERIDIAN', currency: 'USDT', email: 'demo@meridian.local' });
    expect(session.accessExpiresAt - Date.now()).toBeGreaterThan(2 * 3600_000 - 60_000);
    expect(session.refreshExpiresAt - Date.now()).toBeGreaterThan(29 * 24 * 3600_000);
    expect(session.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.accessTokenHash, hashToken(session.accessToken)));
    expect(row?.refreshTokenHash).toBe(hashToken(session.refreshToken));
    const stored = JSON.stringify(await t.db.select().from(sessions));
    expect(stored).not.toContain(session.accessToken);
    expect(stored).not.toContain(session.refreshToken);
  });

  it('takes the username in any case', async () => {
    expect((await login(t, 'DEMO0001', 'demo1234')).code).toBe(CODE.OK);
  });

  it('refuses a wrong password and an unknown username alike', async () => {
    const wrong = await login(t, 'demo0001', 'wrong-pass');
    const unknown = await login(t, 'nobody000', 'demo1234');
    expect(wrong).toEqual({ code: CODE.WRONG_CREDENTIALS, msg: 'Wrong username or password.', data: null });
    expect(unknown).toEqual(wrong);
  });

  it('answers in zh-HK', async () => {
    const ip = randomIp();
    const answer = await t.api.call(API.login.login, { username: 'nobody000', password: 'x', captchaId: 'x', captchaX: 1 }, { ip, language: 'zh-HK' });
    expect(answer.msg).toBe('拼圖驗證未通過，請重新驗證。');
  });
});

describe('failed logins', () => {
  it('are slowed after 3 and refused after 5 for an account from one address, with the minutes to wait', async () => {
    const member = await register(t);
    const ip = randomIp();
    const timings: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const started = Date.now();
      expect((await login(t, member.username, 'wrong-pass', ip)).code).toBe(CODE.WRONG_CREDENTIALS);
      timings.push(Date.now() - started);
    }
    // Attempts 4 and 5 came after 3 failures: each waited the slowdown.
    expect(timings[3]).toBeGreaterThanOrEqual(t.config.limits.loginSlowdownMs);
    expect(timings[4]).toBeGreaterThanOrEqual(2 * t.config.limits.loginSlowdownMs);
    const locked = await login(t, member.username, member.password, ip);
    expect(locked).toMatchObject({ code: CODE.ACCOUNT_LOCKED, msg: 'Too many failed attempts. Please try again in 15 minutes.' });
    expect(locked.data.retryAfterSeconds).toBeGreaterThan(14 * 60);
    // A wait that ends by itself: the app counts it down (the hard lock says to reset instead).
    expect(locked.data.resetToUnlock).toBeUndefined();
    const lockedZh = await t.api.call(API.login.login, { username: member.username, password: member.password, captchaId: 'x', captchaX: 1 }, { ip, language: 'zh-HK' });
    expect(lockedZh.msg).toBe('失敗次數過多，請於 15 分鐘後再試。');
  });

  it('from someone else never lock the member out of their own address', async () => {
    const member = await register(t);
    const attacker = randomIp();
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < 5; i += 1) await login(t, member.username, 'wrong-pass', attacker);
      expect((await login(t, member.username, 'wrong-pass', attacker)).code).toBe(CODE.ACCOUNT_LOCKED);
      // The member, from their own address, signs in at once every time.
      expect((await login(t, member.username, member.password)).code).toBe(CODE.OK);
    }
  });

  it('are counted per address too, whatever the account', async () => {
    const ip = randomIp();
    const perIp = t.config.limits.loginFailuresPerIp.limit;
    for (let i = 0; i < perIp; i += 1) {
      expect((await login(t, `nobody${i}xyz`, 'wrong-pass', ip)).code).toBe(CODE.WRONG_CREDENTIALS);
    }
    expect((await login(t, 'demo0001', 'demo1234', ip)).code).toBe(CODE.ACCOUNT_LOCKED);
    expect((await login(t, 'demo0001', 'demo1234')).code).toBe(CODE.OK);
  });

  it('are forgotten for the account and address after a successful login', async () => {
    const member = await register(t);
    const ip = randomIp();
    for (let i = 0; i < 4; i += 1) await login(t, member.username, 'wrong-pass', ip);
    expect((await login(t, member.username, member.password, ip)).code).toBe(CODE.OK);
    for (let i = 0; i < 4; i += 1) expect((await login(t, member.username, 'wrong-pass', ip)).code).toBe(CODE.WRONG_CREDENTIALS);
    expect((await login(t, member.username, member.password, ip)).code).toBe(CODE.OK);
  });
});

describe('a guessing campaign from many addresses', () => {
  it('locks the account far above the per-address limit, tells the member by letter, and a reset by code lifts it', async () => {
    const campaign = await buildTestApp({ limits: { ...t.config.limits, loginFailuresPerAccount: { name: 'login-fail-account', limit: 8, windowMs: 86_400_000 } } });
    try {
      const email = `${uniqueUsername()}@example.com`;
      const member = await register(campaign, { email });
      for (let i = 0; i < 8; i += 1) expect((await login(campaign, member.username, `wrong-${i}`)).code).toBe(CODE.WRONG_CREDENTIALS);
      const locked = await login(campaign, member.username, member.password);
      expect(locked).toMatchObject({ code: CODE.ACCOUNT_LOCKED, msg: expect.stringContaining('Reset your password'), data: { resetToUnlock: true } });
      const [letter] = await campaign.db.select().from(letters).where(eq(letters.memberId, member.id));
      // Written in every language: the member reads it in their own, whatever the attackers sent.
      expect(letter?.title['en-US']).toContain('Sign-in to your account was locked');
      expect(letter?.content['en-US']).toContain('8 failed sign-ins');
      expect(letter?.title['zh-HK']).toBeTruthy();
      expect(letter?.title['zh-HK']).not.toContain('Sign-in');
      expect(await campaign.db.select().from(letters).where(eq(letters.memberId, member.id))).toHaveLength(1);

      await resetPasswordByCode(campaign, member.username, email, 'fresh-pass1');
      expect((await login(campaign, member.username, 'fresh-pass1')).code).toBe(CODE.OK);
    } finally {
      await campaign.close();
    }
  });
});

describe('a flood of right logins', () => {
  it('is refused per address before any password is hashed', async () => {
    const ip = randomIp();
    const limit = t.config.limits.loginAttemptsPerIp.limit;
    const [flooder, bystander] = [await register(t), await register(t)];
    const codes: number[] = [];
    for (let i = 0; i <= limit; i += 1) codes.push((await login(t, flooder.username, flooder.password, ip)).code);
    expect(codes.slice(0, limit).every((code) => code === CODE.OK || code === CODE.TOO_MANY_REQUESTS)).toBe(true);
    expect(codes.at(-1)).toBe(CODE.TOO_MANY_REQUESTS);
    // A member signing in from another address is not affected.
    expect((await login(t, bystander.username, bystander.password)).code).toBe(CODE.OK);
  });

  it('is refused per account after the hour’s successes, whatever the address', async () => {
    const capped = await buildTestApp({ limits: { ...t.config.limits, loginSuccessesPerAccount: { name: 'login-ok-account', limit: 3, windowMs: 3_600_000 } } });
    try {
      const member = await register(capped);
      for (let i = 0; i < 3; i += 1) expect((await login(capped, member.username, member.password)).code).toBe(CODE.OK);
      // The username's case names the same account, so it does not open a fresh count.
      expect((await login(capped, member.username.toUpperCase(), member.password)).code).toBe(CODE.TOO_MANY_REQUESTS);
    } finally {
      await capped.close();
    }
  });
});

describe('refreshAccessToken', () => {
  it('rotates both tokens: the new pair works, the old pair does not', async () => {
    const member = await newMember(t);
    const answer = await t.api.call(API.login.refreshAccessToken, { refreshToken: member.refreshToken });
    expect(answer.code).toBe(CODE.OK);
    const rotated = ZSessionTokens.parse(answer.data);
    expect(rotated.accessToken).not.toBe(member.token);
    expect(rotated.refreshToken).not.toBe(member.refreshToken);
    expect((await t.api.call(API.member.getMemberInfo, {}, { token: rotated.accessToken })).code).toBe(CODE.OK);
    expect((await t.api.call(API.member.getMemberInfo, {}, { token: member.token })).code).toBe(CODE.SESSION_INVALID);
    expect((await t.api.call(API.login.refreshAccessToken, { refreshToken: member.refreshToken })).code).toBe(CODE.SESSION_INVALID);
    const again = await t.api.call(API.login.refreshAccessToken, { refreshToken: rotated.refreshToken });
    expect(again.code).toBe(CODE.OK);
  });

  it('refuses an expired refresh token', async () => {
    const member = await newMember(t);
    await t.db.update(sessions).set({ refreshExpiresAt: new Date(Date.now() - 1) }).where(eq(sessions.memberId, member.id));
    expect((await t.api.call(API.login.refreshAccessToken, { refreshToken: member.refreshToken })).code).toBe(CODE.SESSION_INVALID);
  });

  it('refuses an unknown or missing refresh token', async () => {
    expect((await t.api.call(API.login.refreshAccessToken, { refreshToken: 'nope' })).code).toBe(CODE.SESSION_INVALID);
    expect((await t.api.call(API.login.refreshAccessToken, {})).code).toBe(CODE.INVALID_PARAMS);
  });
});

describe('logout', () => {
  it('ends this login only: its tokens stop working, other logins go on', async () => {
    const member = await newMember(t);
    const other = await login(t, member.username, member.password);
    expect(await t.api.call(API.member.logout, {}, { token: member.token })).toMatchObject({ code: CODE.OK, data: { ok: true } });
    expect((await t.api.call(API.member.getMemberInfo, {}, { token: member.token })).code).toBe(CODE.SESSION_INVALID);
    expect((await t.api.call(API.login.refreshAccessToken, { refreshToken: member.refreshToken })).code).toBe(CODE.SESSION_INVALID);
    expect((await t.api.call(API.member.getMemberInfo, {}, { token: String(other.data.accessToken) })).code).toBe(CODE.OK);
  });

  it('needs a token', async () => {
    expect((await t.api.call(API.member.logout)).code).toBe(CODE.SESSION_INVALID);
  });
});
