import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, CODE } from '@meridian/protocol';
import { letters, members, memberSecurity, operatorAudit } from '../../src/db/schema/index.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { login, newMember } from '../helpers/members.js';
import { createManualClock } from '../market/manual-clock.js';
import { turnOnTwoStep } from '../modules/security/two-step-fixtures.js';
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

  it('resets 2-step: every session ends, the password alone signs in, withdrawals are held and a letter says so', async () => {
    const member = await newMember(t);
    const card = await readyToWithdraw(t, member, '200.00');
    await turnOnTwoStep(t, clock, member);
    const shown = await support.send('GET', `/admin/members/${member.id}`);
    expect(shown.body.data).toMatchObject({ twoStepOn: true });

    const reset = await support.send('POST', `/admin/members/${member.username}/two-step-reset`);
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({ ok: true, data: { username: member.username, sessionsEnded: 1 } });
    expect((await t.api.call(API.member.getBalance, {}, { token: member.token })).code).toBe(CODE.SESSION_INVALID);
    const [stored] = await t.db.select().from(memberSecurity).where(eq(memberSecurity.memberId, member.id));
    expect(stored).toMatchObject({ totpSecret: null, pendingTotpSecret: null, recoveryCodeHashes: [], totpEnabledAt: null });
    const [letter] = await t.db.select({ title: letters.title }).from(letters).where(eq(letters.memberId, member.id)).orderBy(desc(letters.id)).limit(1);
    expect(letter?.title).toMatchObject({ 'en-US': '2-step verification was turned off' });

    const signedIn = await login(t, member.username, member.password);
    expect(signedIn.code).toBe(CODE.OK);
    expect(signedIn.data).toMatchObject({ accessToken: expect.any(String) });
    const token = String(signedIn.data.accessToken);
    const held = await t.api.call(API.withdraw.withdraw, { method: 'bank', bankCardId: card, amount: '100.00', payPassword: PAY_PASSWORD, requestId: `reset-${member.username}` }, { token });
    expect(held.code).toBe(CODE.WITHDRAW_HELD);
    expect(held.data.until).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    expect(await available(t, member)).toBe('200.00');

    // Nothing left to reset: refused, and the page no longer offers it.
    expect((await support.send('POST', `/admin/members/${member.username}/two-step-reset`)).status).toBe(409);
    expect((await support.send('GET', `/admin/members/${member.id}`)).body.data).toMatchObject({ twoStepOn: false });
    expect((await support.send('POST', '/admin/members/nobody-at-all/two-step-reset')).status).toBe(404);
  });

  it('never shortens a longer withdrawal hold', async () => {
    const member = await newMember(t);
    await turnOnTwoStep(t, clock, member);
    const later = new Date(Date.now() + 72 * 3_600_000);
    await t.db.update(memberSecurity).set({ withdrawHoldUntil: later }).where(eq(memberSecurity.memberId, member.id));
    expect((await support.send('POST', `/admin/members/${member.username}/two-step-reset`)).status).toBe(200);
    const [stored] = await t.db.select().from(memberSecurity).where(eq(memberSecurity.memberId, member.id));
    expect(stored?.withdrawHoldUntil?.getTime()).toBe(later.getTime());
  });

  it('refuses the reset to finance and audits support\'s with the member as target', async () => {
    const member = await newMember(t);
    await turnOnTwoStep(t, clock, member);
    const finance = (await enrolledOperator(t, clock, 'ledger-keeper', 'finance')).browser;
    expect((await finance.send('POST', `/admin/members/${member.username}/two-step-reset`)).status).toBe(403);
    expect((await support.send('GET', `/admin/members/${member.id}`)).body.data).toMatchObject({ twoStepOn: true });

    expect((await support.send('POST', `/admin/members/${member.username}/two-step-reset`)).status).toBe(200);
    const [row] = await t.db.select().from(operatorAudit).orderBy(desc(operatorAudit.id)).limit(1);
    expect(row).toMatchObject({ actor: 'console:helpdesk', action: 'two-step-reset', target: `member:${member.username}` });
  });
});
