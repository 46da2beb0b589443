import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_FAILURES_PER_DEVICE } from '../../src/admin/console-sign-in.js';
import { DEVICE_COOKIE } from '../../src/security/device-cookie.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { createManualClock } from '../market/manual-clock.js';
import { ConsoleBrowser, NEW_PASSWORD, codeAt, enrolledOperator } from './console-client.js';

/**
 * Issue 35 item 6: 20 wrong passwords from 4 addresses locked an operator out of the console for
 * an hour, again and again. Now they lock out unknown clients only; the operator's own browser
 * (the one their sign-in was completed in) still signs in.
 */
const clock = createManualClock(Date.parse('2026-11-29T11:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { marketClock: clock });
});
afterAll(async () => {
  await t.close();
});

const signIn = (browser: ConsoleBrowser, username: string, password: string, code?: string) =>
  browser.send('POST', '/admin/session', { body: { username, password, ...(code === undefined ? {} : { code }) } });

describe("an operator's own browser", () => {
  it('is known once the first sign-in is complete', async () => {
    const { browser } = await enrolledOperator(t, clock, 'device-known', 'support');
    expect(browser.jar.cookies.get(DEVICE_COOKIE)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('still signs in after strangers sent 20 wrong passwords from 4 addresses; a new browser is locked out', async () => {
    const { browser: own, secret } = await enrolledOperator(t, clock, 'device-target', 'finance');
    for (let address = 0; address < 4; address += 1) {
      const stranger = new ConsoleBrowser(t);
      for (let i = 0; i < 5; i += 1) expect((await signIn(stranger, 'device-target', `guess-${address}-${i}`)).status).toBe(401);
    }
    expect((await signIn(new ConsoleBrowser(t), 'device-target', NEW_PASSWORD)).status).toBe(429);
    clock.advance(30_000);
    const mine = await signIn(own, 'device-target', NEW_PASSWORD, await codeAt(secret, clock));
    expect(mine.status).toBe(200);
  });

  it("locks only itself after its own wrong passwords", async () => {
    const { browser: own, secret } = await enrolledOperator(t, clock, 'device-typos', 'content');
    for (let i = 0; i < CONSOLE_FAILURES_PER_DEVICE.limit; i += 1) expect((await signIn(own, 'device-typos', 'typo')).status).toBe(401);
    expect((await signIn(own, 'device-typos', NEW_PASSWORD)).status).toBe(429);
    // Another browser of the operator's: its own counters, so it may sign in.
    clock.advance(30_000);
    expect((await signIn(new ConsoleBrowser(t), 'device-typos', NEW_PASSWORD, await codeAt(secret, clock))).status).toBe(200);
  });
});
