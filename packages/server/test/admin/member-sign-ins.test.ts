import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, CODE } from '@meridian/protocol';
import { signIns } from '../../src/db/schema/index.js';
import { pruneSignIns } from '../../src/modules/auth/sign-in-history.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { login, newMember, solveCaptcha } from '../helpers/members.js';
import { createManualClock } from '../market/manual-clock.js';
import { enrolledOperator, type ConsoleBrowser } from './console-client.js';

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
const clock = createManualClock(Date.parse('2026-11-24T08:00:00Z'));
let t: TestApp;
let support: ConsoleBrowser;
beforeAll(async () => {
  t = await buildTestApp({}, { marketClock: clock });
  support = (await enrolledOperator(t, clock, 'history-desk', 'support')).browser;
});
afterAll(async () => {
  await t.close();
});

async function signInFromPhone(username: string, password: string, ip: string) {
  return t.api.call(API.login.login, { username, password, ...(await solveCaptcha(t, ip)) }, { ip, headers: { 'user-agent': PHONE } });
}

describe("a member's sign-in history, for support", () => {
  it('keeps right and wrong attempts with address, device and outcome, newest first', async () => {
    const member = await newMember(t);
    const other = await newMember(t);
    expect((await signInFromPhone(member.username, 'not-the-password', '203.0.113.7')).code).toBe(CODE.WRONG_CREDENTIALS);
    expect((await signInFromPhone(member.username, member.password, '203.0.113.8')).code).toBe(CODE.OK);

    const answer = await support.send('GET', `/admin/members/${member.id}/sign-ins`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ total: 3 });
    expect(answer.body.data).toHaveProperty('items', [
      expect.objectContaining({ outcome: 'ok', method: 'password', ip: '203.0.113.8', device: { browser: 'Chrome 120', os: 'Android 14', kind: 'mobile' }, sessionId: expect.any(Number) }),
      expect.objectContaining({ outcome: 'wrong-password', ip: '203.0.113.7', sessionId: null }),
      // newMember's own sign-in.
      expect.objectContaining({ outcome: 'ok', ip: member.ip }),
    ]);
    // Another member's attempts are never in this member's history.
    const others = await support.send('GET', `/admin/members/${other.id}/sign-ins`);
    expect(others.body.data).toHaveProperty('items', [expect.objectContaining({ ip: other.ip })]);
  });

  it('records a frozen account refused with the right password', async () => {
    const member = await newMember(t);
    await support.send('PATCH', `/admin/members/${member.username}/freeze`, { body: { login: true } });
    expect((await login(t, member.username, member.password)).code).toBe(CODE.ACCOUNT_LOCKED);
    const answer = await support.send('GET', `/admin/members/${member.id}/sign-ins?pageSize=1`);
    expect(answer.body.data).toMatchObject({ total: 2, items: [{ outcome: 'frozen', sessionId: null }] });
  });

  it('pages and refuses a page larger than 100', async () => {
    const member = await newMember(t);
    await login(t, member.username, member.password);
    const second = await support.send('GET', `/admin/members/${member.id}/sign-ins?page=2&pageSize=1`);
    expect(second.body.data).toMatchObject({ total: 2, items: [{ ip: member.ip }] });
    expect((await support.send('GET', `/admin/members/${member.id}/sign-ins?pageSize=101`)).status).toBe(400);
    expect((await support.send('GET', '/admin/members/999999/sign-ins')).body.data).toEqual({ items: [], total: 0 });
  });

  it('forgets sign-ins older than 90 days', async () => {
    const member = await newMember(t);
    const now = Date.parse('2026-11-24T08:00:00Z');
    await t.db.insert(signIns).values([
      { memberId: member.id, method: 'password', outcome: 'ok', at: new Date(now - 91 * 86_400_000) },
      { memberId: member.id, method: 'password', outcome: 'ok', at: new Date(now - 89 * 86_400_000) },
    ]);
    await pruneSignIns(t.db, now);
    const answer = await support.send('GET', `/admin/members/${member.id}/sign-ins`);
    // newMember's sign-in (today) and the one 89 days old remain.
    expect(answer.body.data).toMatchObject({ total: 2 });
  });
});
