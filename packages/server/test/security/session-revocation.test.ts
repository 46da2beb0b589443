import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, CODE, ZSessionTokens } from '@meridian/protocol';
import type { Invalidation } from '../../src/db/invalidation-bus.js';
import { revokeMemberSessions } from '../../src/security/sessions.js';
import { hashToken } from '../../src/security/tokens.js';
import { TestBrowser } from '../helpers/api-client.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { login, newMember, readOutbox, solveCaptcha, uniqueUsername } from '../helpers/members.js';

/**
 * Member calls learn who is calling from memory (security/session-cache.ts). These prove that
 * whatever ends or rotates a login is felt on the very next call, by tokens this process had
 * already remembered.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const balanceCode = async (token: string) => (await t.api.call(API.member.getBalance, {}, { token })).code;

/** Uses a token once, and checks that this process now answers it from memory. */
async function remembered(token: string): Promise<string> {
  expect(await balanceCode(token)).toBe(CODE.OK);
  expect(t.deps.caches.sessions.get(hashToken(token))).toBeDefined();
  return token;
}

describe('a remembered access token', () => {
  it('is refused at once after logout, while the member’s other login goes on', async () => {
    const member = await newMember(t);
    const other = String((await login(t, member.username, member.password)).data.accessToken);
    await remembered(member.token);
    await remembered(other);
    expect((await t.api.call(API.member.logout, {}, { token: member.token })).code).toBe(CODE.OK);
    expect(await balanceCode(member.token)).toBe(CODE.SESSION_INVALID);
    expect(await balanceCode(other)).toBe(CODE.OK);
  });

  it('of every other login is refused at once after a password change', async () => {
    const member = await newMember(t);
    const others = [
      String((await login(t, member.username, member.password)).data.accessToken),
      String((await login(t, member.username, member.password)).data.accessToken),
    ];
    for (const token of [member.token, ...others]) await remembered(token);
    const changed = await t.api.call(
      API.member.updateLoginPassword,
      { oldPassword: member.password, password: 'changed99', confirmPassword: 'changed99' },
      { token: member.token },
    );
    expect(changed.code).toBe(CODE.OK);
    for (const token of others) expect(await balanceCode(token)).toBe(CODE.SESSION_INVALID);
    expect(await balanceCode(member.token)).toBe(CODE.OK);
  });

  it('is refused at once after a password reset', async () => {
    const email = `${uniqueUsername()}@example.com`;
    const member = await newMember(t, { email });
    await remembered(member.token);
    // One browser: a reset code is checked from the browser it was sent to.
    const browser = new TestBrowser();
    expect((await t.api.call(API.login.sendUpPwdCaptcha, { username: member.username, ...(await solveCaptcha(t)) }, { browser })).code).toBe(CODE.OK);
    const [message] = await readOutbox(t, email);
    const checked = await t.api.call(API.login.checkMobileCaptcha, { username: member.username, code: message?.code }, { browser });
    expect(checked.code).toBe(CODE.OK);
    const reset = await t.api.call(API.login.updateLoginPassword, {
      resetTicket: checked.data.resetTicket,
      password: 'brandnew1',
      confirmPassword: 'brandnew1',
    });
    expect(reset.code).toBe(CODE.OK);
    expect(await balanceCode(member.token)).toBe(CODE.SESSION_INVALID);
  });

  it('is refused at once after its refresh token was exchanged, and the new one works', async () => {
    const member = await newMember(t);
    await remembered(member.token);
    const answer = await t.api.call(API.login.refreshAccessToken, { refreshToken: member.refreshToken });
    expect(answer.code).toBe(CODE.OK);
    const rotated = ZSessionTokens.parse(answer.data);
    expect(await balanceCode(member.token)).toBe(CODE.SESSION_INVALID);
    await remembered(rotated.accessToken);
    // And a second rotation ends the token remembered after the first.
    expect((await t.api.call(API.login.refreshAccessToken, { refreshToken: rotated.refreshToken })).code).toBe(CODE.OK);
    expect(await balanceCode(rotated.accessToken)).toBe(CODE.SESSION_INVALID);
  });
});

describe('a token this process has not seen', () => {
  it('works at once when the login was just made', async () => {
    const member = await newMember(t);
    expect(t.deps.caches.sessions.get(hashToken(member.token))).toBeUndefined();
    expect(await balanceCode(member.token)).toBe(CODE.OK);
  });

  it('is not remembered when it is unknown, so it is asked about again', async () => {
    expect(await balanceCode('not-a-token')).toBe(CODE.SESSION_INVALID);
    expect(t.deps.caches.sessions.get(hashToken('not-a-token'))).toBeUndefined();
  });
});

describe('what ending a login tells the caches', () => {
  it('names the ended sessions, and no others', async () => {
    const member = await newMember(t);
    const second = await login(t, member.username, member.password);
    expect(second.code).toBe(CODE.OK);
    const told: Invalidation[] = [];
    const keep = t.deps.caches.sessions.get(hashToken(await remembered(member.token)));
    if (!keep) throw new Error('the token is remembered');
    const ended = await revokeMemberSessions(t.db, member.id, { exceptSessionId: keep.sessionId, caches: { forget: (invalidation) => told.push(invalidation) } });
    expect(ended).toHaveLength(1);
    expect(told).toEqual([{ sessionIds: ended }]);
    expect(ended).not.toContain(keep.sessionId);
  });
});
