import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API, CODE, ZLoginResponse, ZSessionTokens } from '@meridian/protocol';
import { sessions } from '../../../src/db/schema/index.js';
import { hashToken } from '../../../src/security/tokens.js';
import { randomIp } from '../../helpers/api-client.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { login, newMember, register } from '../../helpers/members.js';

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
  it('are slowed after 3 and refused after 5 for an account, with the minutes to wait', async () => {
    const member = await register(t);
    const timings: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const started = Date.now();
      expect((await login(t, member.username, 'wrong-pass')).code).toBe(CODE.WRONG_CREDENTIALS);
      timings.push(Date.now() - started);
    }
    // Attempts 4 and 5 came after 3 failures: each waited the slowdown.
    expect(timings[3]).toBeGreaterThanOrEqual(t.config.limits.loginSlowdownMs);
    expect(timings[4]).toBeGreaterThanOrEqual(2 * t.config.limits.loginSlowdownMs);
    const locked = await login(t, member.username, member.password);
    expect(locked).toMatchObject({ code: CODE.ACCOUNT_LOCKED, msg: 'Too many failed attempts. Please try again in 15 minutes.' });
    expect(locked.data.retryAfterSeconds).toBeGreaterThan(14 * 60);
    const lockedZh = await t.api.call(API.login.login, { username: member.username, password: member.password, captchaId: 'x', captchaX: 1 }, { language: 'zh-HK' });
    expect(lockedZh.msg).toBe('失敗次數過多，請於 15 分鐘後再試。');
  });

  it('are counted per address too, whatever the account', async () => {
    const ip = randomIp();
    for (let i = 0; i < 5; i += 1) {
      expect((await login(t, `nobody${i}xyz`, 'wrong-pass', ip)).code).toBe(CODE.WRONG_CREDENTIALS);
    }
    expect((await login(t, 'demo0001', 'demo1234', ip)).code).toBe(CODE.ACCOUNT_LOCKED);
    expect((await login(t, 'demo0001', 'demo1234')).code).toBe(CODE.OK);
  });

  it('are forgotten for the account after a successful login', async () => {
    const member = await register(t);
    for (let i = 0; i < 4; i += 1) await login(t, member.username, 'wrong-pass');
    expect((await login(t, member.username, member.password)).code).toBe(CODE.OK);
    for (let i = 0; i < 4; i += 1) expect((await login(t, member.username, 'wrong-pass')).code).toBe(CODE.WRONG_CREDENTIALS);
    expect((await login(t, member.username, member.password)).code).toBe(CODE.OK);
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
