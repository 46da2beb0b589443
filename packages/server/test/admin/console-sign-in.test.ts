import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAudit, operators } from '../../src/db/schema/index.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { createManualClock } from '../market/manual-clock.js';
import { addOperator, codeAt, ConsoleBrowser, enrolledOperator, NEW_PASSWORD } from './console-client.js';

const clock = createManualClock(Date.parse('2026-11-24T08:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { marketClock: clock });
});
afterAll(async () => {
  await t.close();
});

describe('first sign-in', () => {
  it('takes the one-time password, then demands a new password and an authenticator before anything else', async () => {
    const password = await addOperator(t, 'first.owner', 'owner');
    const browser = new ConsoleBrowser(t);
    const signIn = await browser.send('POST', '/admin/session', { body: { username: 'First.Owner', password } });
    expect(signIn.status).toBe(200);
    expect(signIn.body.data).toMatchObject({ username: 'first.owner', role: 'owner', stage: 'password' });
    // The cookie: httpOnly, SameSite=Strict, an opaque token that is not stored as such.
    expect(signIn.setCookie).toMatch(/^meridian_console=[\w-]{43}; .*HttpOnly.*SameSite=Strict/i);
    const token = browser.cookie.split('=')[1] ?? '';
    const [stored] = await t.db.select().from(operators).where(eq(operators.username, 'first.owner'));
    expect(JSON.stringify(stored)).not.toContain(token);

    expect((await browser.send('GET', '/admin/members')).status).toBe(403);
    expect((await browser.send('POST', '/admin/session/totp', { body: {} })).status).toBe(409);
    const short = await browser.send('POST', '/admin/session/password', { body: { password, newPassword: 'short' } });
    expect(short.status).toBe(400);
    const wrongCurrent = await browser.send('POST', '/admin/session/password', { body: { password: 'not it', newPassword: NEW_PASSWORD } });
    expect(wrongCurrent.status).toBe(401);
    const changed = await browser.send('POST', '/admin/session/password', { body: { password, newPassword: NEW_PASSWORD } });
    expect(changed.body.data).toMatchObject({ stage: 'totp' });
    expect((await browser.send('GET', '/admin/members')).status).toBe(403);

    const enrolment = await browser.send('POST', '/admin/session/totp', { body: {} });
    const { secret, uri, qr } = enrolment.body.data as { secret: string; uri: string; qr: string };
    expect(uri).toBe(`otpauth://totp/Meridian:first.owner?secret=${secret}&issuer=Meridian`);
    expect(qr).toMatch(/^data:image\/png;base64,/);
    expect((await browser.send('POST', '/admin/session/totp/confirm', { body: { code: '000000' } })).status).toBe(422);
    const confirmed = await browser.send('POST', '/admin/session/totp/confirm', { body: { code: await codeAt(secret, clock) } });
    expect(confirmed.status).toBe(200);
    const { recoveryCodes, session } = confirmed.body.data as { recoveryCodes: string[]; session: { stage: string } };
    expect(session.stage).toBe('ready');
    expect(recoveryCodes).toHaveLength(8);
    expect(new Set(recoveryCodes).size).toBe(8);
    expect((await browser.send('GET', '/admin/members')).status).toBe(200);
    // Only hashes of the recovery codes are kept.
    const [after] = await t.db.select().from(operators).where(eq(operators.username, 'first.owner'));
    expect(JSON.stringify(after)).not.toContain(recoveryCodes[0]);
  });

  it('refuses a second operator with the same name in any case', async () => {
    await addOperator(t, 'twin', 'support');
    await expect(addOperator(t, 'TWIN', 'support')).rejects.toThrow(/already named/);
  });
});

describe('sign-in with an authenticator', () => {
  it('asks for the code after the right password, accepts a code once, and a recovery code once', async () => {
    const { secret, recoveryCodes } = await enrolledOperator(t, clock, 'coded', 'finance');
    const browser = new ConsoleBrowser(t);
    const noCode = await browser.send('POST', '/admin/session', { body: { username: 'coded', password: NEW_PASSWORD } });
    expect(noCode.status).toBe(401);
    expect(noCode.body.needsCode).toBe(true);
    expect(browser.cookie).toBe('');

    const code = await codeAt(secret, clock);
    expect((await browser.send('POST', '/admin/session', { body: { username: 'coded', password: NEW_PASSWORD, code } })).status).toBe(200);
    // The same code again, within its window: refused (replay).
    const replay = new ConsoleBrowser(t);
    expect((await replay.send('POST', '/admin/session', { body: { username: 'coded', password: NEW_PASSWORD, code } })).status).toBe(401);
    expect(replay.cookie).toBe('');

    const recovery = recoveryCodes[0] ?? '';
    const withRecovery = new ConsoleBrowser(t);
    expect((await withRecovery.send('POST', '/admin/session', { body: { username: 'coded', password: NEW_PASSWORD, code: recovery } })).status).toBe(200);
    const again = new ConsoleBrowser(t);
    expect((await again.send('POST', '/admin/session', { body: { username: 'coded', password: NEW_PASSWORD, code: recovery } })).status).toBe(401);
  });

  it('locks an operator and address after five failures, then answers 429 even to the right password', async () => {
    const { secret } = await enrolledOperator(t, clock, 'guessed', 'support');
    const browser = new ConsoleBrowser(t);
    for (let i = 0; i < 5; i += 1) {
      expect((await browser.send('POST', '/admin/session', { body: { username: 'guessed', password: `wrong ${i}` } })).status).toBe(401);
    }
    const locked = await browser.send('POST', '/admin/session', { body: { username: 'guessed', password: NEW_PASSWORD, code: await codeAt(secret, clock) } });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/try again in \d+ min/);
    const [audit] = await t.db.select().from(operatorAudit).where(eq(operatorAudit.actor, 'console:guessed')).orderBy(desc(operatorAudit.id)).limit(1);
    expect(audit).toMatchObject({ action: 'sign-in', outcome: 'refused: wrong username or password', ip: browser.ip });
  });

  it('answers an unknown name and a wrong password alike', async () => {
    const browser = new ConsoleBrowser(t);
    const unknown = await browser.send('POST', '/admin/session', { body: { username: 'nobody-here', password: 'whatever' } });
    const wrong = await browser.send('POST', '/admin/session', { body: { username: 'coded', password: 'whatever' } });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });
});

describe('console sessions', () => {
  it('refuse a change without the CSRF token or from another site, and allow it with the token', async () => {
    const { browser } = await enrolledOperator(t, clock, 'csrf.owner', 'owner');
    const body = { on: true, message: 'Back soon' };
    expect((await browser.send('PUT', '/admin/maintenance', { body, csrf: null })).status).toBe(403);
    expect((await browser.send('PUT', '/admin/maintenance', { body, csrf: 'forged' })).status).toBe(403);
    expect((await browser.send('PUT', '/admin/maintenance', { body, origin: 'https://evil.example' })).status).toBe(403);
    expect((await browser.send('PUT', '/admin/maintenance', { body, origin: 'http://meridian.test' })).status).toBe(200);
    expect((await browser.send('PUT', '/admin/maintenance', { body: { on: false, message: '' } })).status).toBe(200);
    // Signing in from another site's page is refused too.
    const elsewhere = new ConsoleBrowser(t);
    expect((await elsewhere.send('POST', '/admin/session', { body: { username: 'csrf.owner', password: NEW_PASSWORD }, origin: 'https://evil.example' })).status).toBe(403);
  });

  it('end after 30 minutes without a request', async () => {
    const { browser } = await enrolledOperator(t, clock, 'idle', 'support');
    clock.advance(29 * 60_000);
    expect((await browser.send('GET', '/admin/session')).status).toBe(200);
    clock.advance(29 * 60_000);
    expect((await browser.send('GET', '/admin/members')).status).toBe(200);
    clock.advance(30 * 60_000);
    expect((await browser.send('GET', '/admin/members')).status).toBe(401);
  });

  it('end 12 hours after sign-in however busy the operator is', async () => {
    const { browser } = await enrolledOperator(t, clock, 'busy', 'support');
    // A request every 20 minutes: never idle, until 12 hours are up.
    for (let step = 0; step < 35; step += 1) {
      clock.advance(20 * 60_000);
      expect((await browser.send('GET', '/admin/session')).status).toBe(200);
    }
    clock.advance(20 * 60_000);
    expect((await browser.send('GET', '/admin/session')).status).toBe(401);
  });

  it('end on sign-out and when the operator is disabled', async () => {
    const { browser } = await enrolledOperator(t, clock, 'leaver', 'support');
    const owner = await enrolledOperator(t, clock, 'boss', 'owner');
    expect((await owner.browser.send('PATCH', '/admin/operators/leaver', { body: { disabled: true } })).status).toBe(200);
    expect((await browser.send('GET', '/admin/members')).status).toBe(401);
    expect((await owner.browser.send('DELETE', '/admin/session')).status).toBe(200);
    expect((await owner.browser.send('GET', '/admin/session')).status).toBe(401);
  });
});
