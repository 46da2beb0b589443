import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operators } from '../../src/db/schema/index.js';
import { API } from '@meridian/protocol';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { newMember, readOutbox, solveCaptcha, uniqueUsername } from '../helpers/members.js';
import { createManualClock } from '../market/manual-clock.js';
import { enrolledOperator } from './console-client.js';

/** Issue 35 item 3: the holes an insider walked through besides settings and adjustments. */
const clock = createManualClock(Date.parse('2026-11-29T10:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { marketClock: clock });
});
afterAll(async () => {
  await t.close();
});

const operatorNamed = async (username: string) => {
  const [row] = await t.db.select().from(operators).where(eq(operators.username, username));
  return row;
};

describe('the last owner', () => {
  it('cannot disable or demote themself while no other owner is enabled', async () => {
    const { browser: owner } = await enrolledOperator(t, clock, 'only-owner', 'owner');
    const demote = await owner.send('PATCH', '/admin/operators/only-owner', { body: { role: 'finance' } });
    expect(demote.status).toBe(409);
    expect(demote.body.message).toContain('last enabled owner');
    const disable = await owner.send('PATCH', '/admin/operators/only-owner', { body: { disabled: true } });
    expect(disable.status).toBe(409);
    expect(await operatorNamed('only-owner')).toMatchObject({ role: 'owner', disabled: false });
  });

  it('leaves exactly one owner when two owners demote each other at once', async () => {
    const { browser: first } = await enrolledOperator(t, clock, 'owner-east', 'owner');
    const { browser: second } = await enrolledOperator(t, clock, 'owner-west', 'owner');
    // The first test's owner is still one: disable it so these two are the only enabled owners.
    expect((await first.send('PATCH', '/admin/operators/only-owner', { body: { disabled: true } })).status).toBe(200);
    const answers = await Promise.all([
      first.send('PATCH', '/admin/operators/owner-west', { body: { role: 'finance' } }),
      second.send('PATCH', '/admin/operators/owner-east', { body: { role: 'finance' } }),
    ]);
    // The loser's session may already have lost its owner role (403) or found itself the last owner (409).
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const east = await operatorNamed('owner-east');
    const west = await operatorNamed('owner-west');
    expect([east?.role, west?.role].filter((role) => role === 'owner')).toHaveLength(1);
  });
});

describe('codes that prove a person', () => {
  it('are shown to no operator: the outbox says whether a message went, never its code', async () => {
    const email = `${uniqueUsername()}@example.com`;
    const member = await newMember(t, { email });
    const sent = await t.api.call(API.login.sendUpPwdCaptcha, { username: member.username, ...(await solveCaptcha(t)) });
    expect(sent.code).toBe(200);
    const [message] = await readOutbox(t, email);
    const code = message?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);

    const { browser: support } = await enrolledOperator(t, clock, 'outbox-support', 'support');
    const listed = await support.send('GET', `/admin/outbox?to=${encodeURIComponent(email)}`);
    expect(listed.status).toBe(200);
    expect(listed.text).not.toContain(code);
    expect(listed.body.data).toMatchObject({ messages: [{ recipient: email, purpose: 'reset_password' }] });

    // With no mail service, the message waits in the server's data folder for whoever runs the machine.
    const mailbox = path.join(t.config.dataDir, 'mailbox');
    const files = readdirSync(mailbox).filter((file) => file.includes(email));
    expect(files).toHaveLength(1);
    expect(readFileSync(path.join(mailbox, files[0] ?? ''), 'utf8')).toContain(code);
  });
});
