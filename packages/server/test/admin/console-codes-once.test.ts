import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { createManualClock } from '../market/manual-clock.js';
import { ConsoleBrowser, NEW_PASSWORD, codeAt, enrolledOperator } from './console-client.js';

/** Issue 35 item 7: an operator's authenticator or recovery code opens one session, however many sign-ins carry it at once. */
const clock = createManualClock(Date.parse('2026-11-29T09:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { marketClock: clock });
});
afterAll(async () => {
  await t.close();
});

/** Five sign-ins with one code, sent together from five browsers. */
async function signInFiveAtOnce(username: string, code: string) {
  const browsers = Array.from({ length: 5 }, () => new ConsoleBrowser(t));
  return Promise.all(browsers.map((browser) => browser.send('POST', '/admin/session', { body: { username, password: NEW_PASSWORD, code } })));
}

describe('a code sent by several sign-ins at once', () => {
  it('opens exactly one session with an authenticator code; the others are refused, never a 500', async () => {
    const { secret } = await enrolledOperator(t, clock, 'codes-once-totp', 'finance');
    const answers = await signInFiveAtOnce('codes-once-totp', await codeAt(secret, clock));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const answer of answers.filter((one) => one.status !== 200)) {
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe('That code is wrong or has been used.');
    }
  });

  it('opens exactly one session with a recovery code, and the code is gone after', async () => {
    const { recoveryCodes } = await enrolledOperator(t, clock, 'codes-once-recovery', 'finance');
    const code = recoveryCodes[0] ?? '';
    const answers = await signInFiveAtOnce('codes-once-recovery', code);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401, 401, 401, 401]);
    const again = await new ConsoleBrowser(t).send('POST', '/admin/session', { body: { username: 'codes-once-recovery', password: NEW_PASSWORD, code } });
    expect(again.status).toBe(401);
  });
});
