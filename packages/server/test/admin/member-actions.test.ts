import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, CODE } from '@meridian/protocol';
import { members } from '../../src/db/schema/index.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { login, newMember } from '../helpers/members.js';
import { createManualClock } from '../market/manual-clock.js';
import { available, PAY_PASSWORD, readyToWithdraw } from '../operator/money-orders.js';
import { enrolledOperator, type ConsoleBrowser } from './console-client.js';

const clock = createManualClock(Date.parse('2026-11-24T08:00:00Z'));
let t: TestApp;
let support: ConsoleBrowser;
beforeAll(async () => {
  t = await buildTestApp({}, { marketClock: clock });
  support = (await enrolledOperator(t, clock, 'helpdesk', 'support')).browser;
});
afterAll(async () => {
  await t.close();
});

describe("support's actions on a member", () => {
  it('freezing sign-in ends the sessions and refuses the right password; unfreezing opens it again', async () => {
    const member = await newMember(t);
    const frozen = await support.send('PATCH', `/admin/members/${member.username}/freeze`, { body: { login: true } });
    expect(frozen.body).toMatchObject({ ok: true, data: { loginFrozen: true, withdrawFrozen: false } });
    expect((await t.api.call(API.member.getBalance, {}, { token: member.token })).code).toBe(CODE.SESSION_INVALID);
    const refused = await login(t, member.username, member.password);
    expect(refused.code).toBe(CODE.ACCOUNT_LOCKED);
    expect(refused.msg).toBe('This account is frozen. Please contact customer service.');
    const listed = await support.send('GET', `/admin/members?q=${member.username}`);
    expect(listed.body.data).toMatchObject({ items: [{ loginFrozen: true }] });

    await support.send('PATCH', `/admin/members/${member.username}/freeze`, { body: { login: false } });
    expect((await login(t, member.username, member.password)).code).toBe(CODE.OK);
  });

  it('freezing withdrawals refuses a new one and moves no money', async () => {
    const member = await newMember(t);
    const card = await readyToWithdraw(t, member, '200.00');
    await support.send('PATCH', `/admin/members/${member.username}/freeze`, { body: { withdraw: true } });
    const answer = await t.api.call(API.withdraw.withdraw, { method: 'bank', bankCardId: card, amount: '100.00', payPassword: PAY_PASSWORD, requestId: `frozen-${member.username}` }, { token: member.token });
    expect(answer.code).toBe(CODE.ACCOUNT_LOCKED);
    expect(await available(t, member)).toBe('200.00');
    expect((await support.send('PATCH', `/admin/members/${member.username}/freeze`, { body: {} })).status).toBe(422);
    expect((await support.send('PATCH', '/admin/members/nobody-at-all/freeze', { body: { withdraw: true } })).status).toBe(404);
  });

  it('resets a pay password so the member sets a new one', async () => {
    const member = await newMember(t);
    await readyToWithdraw(t, member, '10.00');
    expect((await support.send('POST', `/admin/members/${member.username}/pay-password-reset`)).status).toBe(200);
    const [row] = await t.db.select({ hash: members.payPasswordHash }).from(members).where(eq(members.username, member.username));
    expect(row?.hash).toBeNull();
  });
});
