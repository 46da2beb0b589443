import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, CODE } from '@meridian/protocol';
import { DEVICE_COOKIE } from '../../../src/security/device-cookie.js';
import { DEFAULT_LIMITS } from '../../../src/security/limits.js';
import { randomIp, TestBrowser } from '../../helpers/api-client.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { login, readOutbox, register, solveCaptcha, uniqueUsername } from '../../helpers/members.js';

/**
 * Issue 35 item 5: strangers cannot lock a member out. A guessing campaign from many addresses
 * locks unknown clients only; the member's own device (a browser they signed in from, known by
 * its device cookie) with the right password always gets in; a stranger's guesses never spend the
 * member's reset code, and a flood of codes never stops the member's own device getting one.
 */
let t: TestApp;
beforeAll(async () => {
  // The campaign's lock at 12 failures instead of 50, so the test sends fewer; the tests' short slowdown.
  t = await buildTestApp({
    limits: { ...DEFAULT_LIMITS, loginSlowdownMs: 40, loginSlowdownMaxMs: 160, loginFailuresPerAccount: { name: 'login-fail-account', limit: 12, windowMs: 86_400_000 } },
  });
});
afterAll(async () => {
  await t.close();
});

/** A member who signed in once from `phone`, which makes it one of their known devices. */
async function memberWithPhone(fields: Record<string, unknown> = {}) {
  const member = await register(t, fields);
  const phone = new TestBrowser();
  const first = await login(t, member.username, member.password, randomIp(), phone);
  expect(first.code).toBe(CODE.OK);
  return { ...member, phone };
}

/** `failures` wrong passwords from new browsers, four from each address (under the per-address lock). */
async function campaign(username: string, failures: number): Promise<void> {
  for (let sent = 0; sent < failures; ) {
    const ip = randomIp();
    for (let i = 0; i < 4 && sent < failures; i += 1, sent += 1) await login(t, username, `guess-${sent}`, ip, new TestBrowser());
  }
}

describe('a device cookie', () => {
  it('is given at sign-in, kept from scripts and sent only to this site', async () => {
    const member = await register(t);
    const response = await t.app.inject({
      method: 'POST',
      url: API.login.login,
      remoteAddress: randomIp(),
      headers: { 'content-type': 'application/json' },
      payload: t.api.envelope.encode({ username: member.username, password: member.password, ...(await solveCaptcha(t)) }),
    });
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(new RegExp(`^${DEVICE_COOKIE}=[A-Za-z0-9_-]{43};`));
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
  });
});

describe('a guessing campaign from many addresses', () => {
  it('locks out unknown clients, never the member on their own device', async () => {
    const member = await memberWithPhone();
    await campaign(member.username, 12);
    // An unknown client with the right password: the account is locked to strangers.
    const stranger = await login(t, member.username, member.password, randomIp(), new TestBrowser());
    expect(stranger.code).toBe(CODE.ACCOUNT_LOCKED);
    // The member's phone, from an address the campaign also used or a new one: in, every time.
    for (let i = 0; i < 3; i += 1) expect((await login(t, member.username, member.password, randomIp(), member.phone)).code).toBe(CODE.OK);
  });

  it("counts a known device's own wrong passwords on that device alone", async () => {
    const member = await memberWithPhone();
    const { limit } = t.config.limits.loginFailuresPerDevice;
    for (let i = 0; i < limit; i += 1) expect((await login(t, member.username, 'typo-typo', randomIp(), member.phone)).code).toBe(CODE.WRONG_CREDENTIALS);
    expect((await login(t, member.username, member.password, randomIp(), member.phone)).code).toBe(CODE.ACCOUNT_LOCKED);
    // Its typos locked no one else: a second device of the member's still signs in.
    expect((await login(t, member.username, member.password)).code).toBe(CODE.OK);
  });
});

describe('a reset code', () => {
  it("cannot be spent by a stranger's guesses: they wear out only the stranger's own code", async () => {
    const email = `${uniqueUsername()}@example.com`;
    const member = await memberWithPhone({ email });
    const askFrom = async (browser: TestBrowser) => t.api.call(API.login.sendUpPwdCaptcha, { username: member.username, ...(await solveCaptcha(t)) }, { browser });
    expect((await askFrom(member.phone)).code).toBe(CODE.OK);
    const [mine] = await readOutbox(t, email);
    const strangerBrowser = new TestBrowser();
    expect((await askFrom(strangerBrowser)).code).toBe(CODE.OK);
    const wrong = mine?.code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 6; i += 1) {
      const guessed = await t.api.call(API.login.checkMobileCaptcha, { username: member.username, code: wrong }, { browser: strangerBrowser });
      expect(guessed.code).toBe(CODE.CODE_INVALID);
    }
    // The member's code, from the member's browser, still works.
    const checked = await t.api.call(API.login.checkMobileCaptcha, { username: member.username, code: mine?.code }, { browser: member.phone });
    expect(checked.code).toBe(CODE.OK);
  });

  it('still reaches the member on their own device after strangers have flooded the recipient', async () => {
    const email = `${uniqueUsername()}@example.com`;
    const member = await memberWithPhone({ email });
    const { limit } = t.config.limits.codePerRecipient;
    const codes: number[] = [];
    for (let i = 0; i <= limit; i += 1) {
      const ip = randomIp();
      codes.push((await t.api.call(API.login.sendUpPwdCaptcha, { username: member.username, ...(await solveCaptcha(t, ip)) }, { ip, browser: new TestBrowser() })).code);
    }
    expect(codes.at(-1)).toBe(CODE.TOO_MANY_REQUESTS);
    const own = await t.api.call(API.login.sendUpPwdCaptcha, { username: member.username, ...(await solveCaptcha(t)) }, { browser: member.phone });
    expect(own.code).toBe(CODE.OK);
  });
});
