import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAudit, operators } from '../../src/db/schema/index.js';
import { runCommand } from '../../src/operator/operator-commands.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { createManualClock } from '../market/manual-clock.js';
import { codeAt, ConsoleBrowser, enrolledOperator, NEW_PASSWORD } from './console-client.js';

const clock = createManualClock(Date.parse('2026-11-24T08:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { marketClock: clock });
});
afterAll(async () => {
  await t.close();
});

const ANOTHER_PASSWORD = 'another long password';

/** The newest audit row of an action on an operator. */
async function lastAudit(action: string, target: string) {
  const [row] = await t.db
    .select()
    .from(operatorAudit)
    .where(and(eq(operatorAudit.action, action), eq(operatorAudit.target, target)))
    .orderBy(desc(operatorAudit.id))
    .limit(1);
  return row;
}

/** A sign-in from a new browser, with the authenticator's current code when `secret` is given. */
async function signIn(username: string, password: string, secret?: string) {
  const browser = new ConsoleBrowser(t);
  clock.advance(30_000);
  const code = secret === undefined ? undefined : await codeAt(secret, clock);
  const answer = await browser.send('POST', '/admin/session', { body: { username, password, ...(code === undefined ? {} : { code }) } });
  return { browser, answer };
}

describe("an operator's own password change", () => {
  it('takes the current password and a new one, refuses what the first sign-in refuses, and ends their other sessions', async () => {
    const { browser, secret } = await enrolledOperator(t, clock, 'own.change', 'support');
    const elsewhere = (await signIn('own.change', NEW_PASSWORD, secret)).browser;
    expect((await elsewhere.send('GET', '/admin/session')).status).toBe(200);

    const short = await browser.send('POST', '/admin/session/password', { body: { password: NEW_PASSWORD, newPassword: 'short' } });
    expect(short.status).toBe(400);
    const wrong = await browser.send('POST', '/admin/session/password', { body: { password: 'not the password', newPassword: ANOTHER_PASSWORD } });
    expect(wrong.status).toBe(401);
    expect(await lastAudit('password-change', 'operator:own.change')).toMatchObject({ outcome: 'refused: wrong current password' });
    const same = await browser.send('POST', '/admin/session/password', { body: { password: NEW_PASSWORD, newPassword: NEW_PASSWORD } });
    expect(same.status).toBe(422);
    expect(same.body.message).toBe('Choose a new password, not the one you have now.');

    const changed = await browser.send('POST', '/admin/session/password', { body: { password: NEW_PASSWORD, newPassword: ANOTHER_PASSWORD } });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ username: 'own.change', stage: 'ready' });
    expect(await lastAudit('password-change', 'operator:own.change')).toMatchObject({ outcome: 'ok' });
    // This browser goes on with a new session; the other one is out.
    expect((await browser.send('GET', '/admin/members')).status).toBe(200);
    expect((await elsewhere.send('GET', '/admin/session')).status).toBe(401);
    expect((await signIn('own.change', NEW_PASSWORD, secret)).answer.status).toBe(401);
    expect((await signIn('own.change', ANOTHER_PASSWORD, secret)).answer.status).toBe(200);
  });
});

describe("an owner resetting another operator's password", () => {
  it('answers a one-time password once, ends their sessions, and their next sign-in (with the authenticator) must set a new one', async () => {
    const owner = (await enrolledOperator(t, clock, 'reset.owner', 'owner')).browser;
    const clerk = await enrolledOperator(t, clock, 'forgetful', 'finance');

    const reset = await owner.send('POST', '/admin/operators/forgetful/password-reset', { body: {} });
    expect(reset.status).toBe(200);
    const { password } = reset.body.data as { password: string };
    expect(password).toMatch(/^[\w-]{16}$/);
    expect((await clerk.browser.send('GET', '/admin/session')).status).toBe(401);
    const audited = await lastAudit('operator-password-reset', 'operator:forgetful');
    expect(audited).toMatchObject({ actor: 'console:reset.owner', outcome: 'ok' });
    expect(JSON.stringify(audited)).not.toContain(password);

    expect((await signIn('forgetful', NEW_PASSWORD, clerk.secret)).answer.status).toBe(401);
    // A one-time password alone does not open an account with an authenticator.
    const withoutCode = await signIn('forgetful', password);
    expect(withoutCode.answer.status).toBe(401);
    expect(withoutCode.answer.body.needsCode).toBe(true);
    const { browser, answer } = await signIn('forgetful', password, clerk.secret);
    expect(answer.body.data).toMatchObject({ stage: 'password' });
    expect((await browser.send('GET', '/admin/withdrawals')).status).toBe(403);
    const chosen = await browser.send('POST', '/admin/session/password', { body: { password, newPassword: ANOTHER_PASSWORD } });
    // The authenticator is still theirs: the new password is all it took.
    expect(chosen.body.data).toMatchObject({ stage: 'ready' });
    expect((await browser.send('GET', '/admin/withdrawals')).status).toBe(200);
  });

  it("resets an authenticator: sessions end, and the next sign-in with the password enrols a new one", async () => {
    const owner = (await enrolledOperator(t, clock, 'reset.owner2', 'owner')).browser;
    const clerk = await enrolledOperator(t, clock, 'lost.phone', 'content');

    const reset = await owner.send('POST', '/admin/operators/lost.phone/authenticator-reset', { body: {} });
    expect(reset.status).toBe(200);
    expect((await clerk.browser.send('GET', '/admin/session')).status).toBe(401);
    expect(await lastAudit('operator-authenticator-reset', 'operator:lost.phone')).toMatchObject({ actor: 'console:reset.owner2', outcome: 'ok' });
    const [row] = await t.db.select().from(operators).where(eq(operators.username, 'lost.phone'));
    expect(row).toMatchObject({ totpSecret: null, recoveryCodeHashes: [] });
    // The old recovery codes open nothing now.
    expect((await new ConsoleBrowser(t).send('POST', '/admin/session', { body: { username: 'lost.phone', password: NEW_PASSWORD, code: clerk.recoveryCodes[0] } })).body.data).toMatchObject({
      stage: 'totp',
    });

    const { browser, answer } = await signIn('lost.phone', NEW_PASSWORD);
    expect(answer.body.data).toMatchObject({ stage: 'totp' });
    expect((await browser.send('GET', '/admin/notices')).status).toBe(403);
    const enrolment = await browser.send('POST', '/admin/session/totp', { body: {} });
    const { secret } = enrolment.body.data as { secret: string };
    expect(secret).not.toBe(clerk.secret);
    const confirmed = await browser.send('POST', '/admin/session/totp/confirm', { body: { code: await codeAt(secret, clock) } });
    expect(confirmed.body.data).toMatchObject({ session: { stage: 'ready' } });
    expect((await browser.send('GET', '/admin/notices')).status).toBe(200);
  });

  it('refuses a name that is not one, an operator who does not exist, and an owner resetting themselves', async () => {
    const owner = (await enrolledOperator(t, clock, 'reset.owner3', 'owner')).browser;
    expect((await owner.send('POST', '/admin/operators/a/password-reset', { body: {} })).status).toBe(400);
    const missing = await owner.send('POST', '/admin/operators/nobody.here/authenticator-reset', { body: {} });
    expect(missing.status).toBe(404);
    const own = await owner.send('POST', '/admin/operators/reset.owner3/password-reset', { body: {} });
    expect(own.status).toBe(422);
    expect(own.body.message).toMatch(/cannot reset your own/);
    expect((await owner.send('GET', '/admin/session')).status).toBe(200);
  });

  it('refuses every role but the owner, and logs the refusal', async () => {
    await enrolledOperator(t, clock, 'target.clerk', 'support');
    for (const role of ['finance', 'support', 'content'] as const) {
      const { browser } = await enrolledOperator(t, clock, `not.owner.${role}`, role);
      for (const what of ['password-reset', 'authenticator-reset']) {
        const refused = await browser.send('POST', `/admin/operators/target.clerk/${what}`, { body: {} });
        expect(refused.status).toBe(403);
      }
      const [logged] = await t.db
        .select()
        .from(operatorAudit)
        .where(and(eq(operatorAudit.action, 'operator-password-reset'), eq(operatorAudit.actor, `console:not.owner.${role}`)));
      expect(logged).toMatchObject({ outcome: `refused: the ${role} role may not run operator-password-reset` });
    }
  });

  it('from the command line resets even the last enabled owner, who stays the last enabled owner', async () => {
    const [only] = await t.db.select({ username: operators.username }).from(operators).where(eq(operators.username, 'reset.owner'));
    expect(only).toBeDefined();
    // Every other owner disabled: reset.owner is the last enabled one.
    for (const name of ['reset.owner2', 'reset.owner3']) expect((await runCommand(t.db, { name: 'operator-set', username: name, disabled: true }, { actor: 'cli:test' })).ok).toBe(true);
    const reset = await runCommand(t.db, { name: 'operator-authenticator-reset', username: 'reset.owner' }, { actor: 'cli:test' });
    expect(reset.ok).toBe(true);
    const disable = await runCommand(t.db, { name: 'operator-set', username: 'reset.owner', disabled: true }, { actor: 'cli:test' });
    expect(disable).toMatchObject({ ok: false, status: 409 });
  });
});
