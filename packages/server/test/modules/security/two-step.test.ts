import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, CODE, MEMBER_RECOVERY_CODE_COUNT, SECOND_STEP_TICKET_TTL_MS, TWO_STEP_OFF_WITHDRAW_HOLD_MS } from '@meridian/protocol';
import { letters, memberSecurity } from '../../../src/db/schema/index.js';
import { randomIp } from '../../helpers/api-client.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { login, newMember, type TestMember } from '../../helpers/members.js';
import { createManualClock } from '../../market/manual-clock.js';
import { as, codeNow, nextCode, turnOnTwoStep } from './two-step-fixtures.js';

const clock = createManualClock(Date.parse('2026-11-24T08:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { marketClock: clock });
});
afterAll(async () => {
  await t.close();
});

async function letterTitles(member: TestMember): Promise<string[]> {
  const rows = await t.db.select({ title: letters.title }).from(letters).where(eq(letters.memberId, member.id)).orderBy(desc(letters.id));
  return rows.map((row) => row.title['en-US'] ?? '');
}

/** Login's first step for a member with 2-step on: the ticket it answers. */
async function ticketFor(member: TestMember, ip = randomIp()): Promise<string> {
  const answer = await login(t, member.username, member.password, ip);
  expect(answer.code).toBe(CODE.TWO_STEP_REQUIRED);
  return String(answer.data.ticket);
}

describe('turning 2-step on', () => {
  it('shows a secret as a QR code, takes the first code, and gives 10 recovery codes kept only as hashes', async () => {
    const member = await newMember(t);
    expect((await t.api.call(API.security.getTwoStep, {}, as(member))).data).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
    expect((await t.api.call(API.security.confirmTwoStep, { code: '123456' }, as(member))).code).toBe(CODE.TWO_STEP_STATE);

    const begun = await t.api.call(API.security.beginTwoStep, {}, as(member));
    expect(begun.code).toBe(CODE.OK);
    const { secret, uri, qr } = begun.data as { secret: string; uri: string; qr: string };
    expect(uri).toBe(`otpauth://totp/Meridian:${member.username}?secret=${secret}&issuer=Meridian`);
    expect(qr).toMatch(/^data:image\/png;base64,/);

    const wrong = await t.api.call(API.security.confirmTwoStep, { code: '000000' }, as(member));
    expect(wrong.code).toBe(CODE.TWO_STEP_CODE_WRONG);
    const badShape = await t.api.call(API.security.confirmTwoStep, { code: '12ab' }, as(member));
    expect(badShape.code).toBe(CODE.INVALID_PARAMS);
    expect((await t.api.call(API.security.getTwoStep, {}, as(member))).data.enabled).toBe(false);

    const confirmed = await t.api.call(API.security.confirmTwoStep, { code: await codeNow(secret, clock) }, as(member));
    expect(confirmed.code).toBe(CODE.OK);
    const recoveryCodes = confirmed.data.recoveryCodes as string[];
    expect(recoveryCodes).toHaveLength(MEMBER_RECOVERY_CODE_COUNT);
    expect(new Set(recoveryCodes).size).toBe(MEMBER_RECOVERY_CODE_COUNT);
    const [stored] = await t.db.select().from(memberSecurity).where(eq(memberSecurity.memberId, member.id));
    expect(JSON.stringify(stored)).not.toContain(recoveryCodes[0]);
    expect(stored?.pendingTotpSecret).toBeNull();

    expect((await t.api.call(API.security.getTwoStep, {}, as(member))).data).toEqual({ enabled: true, enabledAt: clock.now(), recoveryCodesLeft: 10 });
    expect(await letterTitles(member)).toContain('2-step verification was turned on');
    expect((await t.api.call(API.security.beginTwoStep, {}, as(member))).code).toBe(CODE.TWO_STEP_STATE);
  });
});

describe('signing in with 2-step on', () => {
  it('asks for the code after the right password with a 5-minute ticket, and opens a session for the right code once', async () => {
    const member = await newMember(t);
    const { secret } = await turnOnTwoStep(t, clock, member);
    const ip = randomIp();
    const first = await login(t, member.username, member.password, ip);
    expect(first.code).toBe(CODE.TWO_STEP_REQUIRED);
    expect(first.data).toEqual({ ticket: expect.any(String), expiresAt: clock.now() + SECOND_STEP_TICKET_TTL_MS });
    expect(first.data.accessToken).toBeUndefined();
    const { ticket } = first.data as { ticket: string };

    expect((await t.api.call(API.login.secondStep, { ticket, code: '000000' }, { ip })).code).toBe(CODE.TWO_STEP_CODE_WRONG);
    const code = await nextCode(secret, clock);
    const signedIn = await t.api.call(API.login.secondStep, { ticket, code }, { ip });
    expect(signedIn.code).toBe(CODE.OK);
    expect(signedIn.data.member.username).toBe(member.username);
    expect((await t.api.call(API.member.getMemberInfo, {}, { token: String(signedIn.data.accessToken) })).code).toBe(CODE.OK);

    // The ticket is spent, and the code is spent within its window even with a new ticket.
    expect((await t.api.call(API.login.secondStep, { ticket, code }, { ip })).code).toBe(CODE.SECOND_STEP_EXPIRED);
    const again = await ticketFor(member, ip);
    expect((await t.api.call(API.login.secondStep, { ticket: again, code }, { ip })).code).toBe(CODE.TWO_STEP_CODE_WRONG);
  });

  it('refuses a ticket after its 5 minutes, and an unknown one', async () => {
    const member = await newMember(t);
    const { secret } = await turnOnTwoStep(t, clock, member);
    const ticket = await ticketFor(member);
    clock.advance(SECOND_STEP_TICKET_TTL_MS + 1000);
    expect((await t.api.call(API.login.secondStep, { ticket, code: await codeNow(secret, clock) })).code).toBe(CODE.SECOND_STEP_EXPIRED);
    expect((await t.api.call(API.login.secondStep, { ticket: 'not-a-ticket', code: '123456' })).code).toBe(CODE.SECOND_STEP_EXPIRED);
  });

  it('refuses another member’s code on a member’s ticket', async () => {
    const alice = await newMember(t);
    const bob = await newMember(t);
    await turnOnTwoStep(t, clock, alice);
    const bobs = await turnOnTwoStep(t, clock, bob);
    const alicesTicket = await ticketFor(alice);
    const answer = await t.api.call(API.login.secondStep, { ticket: alicesTicket, code: await nextCode(bobs.secret, clock) });
    expect(answer.code).toBe(CODE.TWO_STEP_CODE_WRONG);
  });

  it('takes a recovery code once, however it is typed', async () => {
    const member = await newMember(t);
    const { recoveryCodes } = await turnOnTwoStep(t, clock, member);
    const recovery = recoveryCodes[3] ?? '';
    const typed = recovery.replace('-', '').toUpperCase();
    expect((await t.api.call(API.login.secondStep, { ticket: await ticketFor(member), code: typed })).code).toBe(CODE.OK);
    expect((await t.api.call(API.login.secondStep, { ticket: await ticketFor(member), code: recovery })).code).toBe(CODE.TWO_STEP_CODE_WRONG);
    const status = await t.api.call(API.security.getTwoStep, {}, as(member));
    expect(status.data.recoveryCodesLeft).toBe(MEMBER_RECOVERY_CODE_COUNT - 1);
  });

  it('locks after repeated wrong codes, as after wrong passwords, even for the right code', async () => {
    const member = await newMember(t);
    const { secret } = await turnOnTwoStep(t, clock, member);
    const ip = randomIp();
    const ticket = await ticketFor(member, ip);
    for (let attempt = 0; attempt < t.config.limits.loginFailuresPerAccountIp.limit; attempt += 1) {
      expect((await t.api.call(API.login.secondStep, { ticket, code: '000000' }, { ip })).code).toBe(CODE.TWO_STEP_CODE_WRONG);
    }
    const locked = await t.api.call(API.login.secondStep, { ticket, code: await nextCode(secret, clock) }, { ip });
    expect(locked.code).toBe(CODE.ACCOUNT_LOCKED);
    // The right password from that address is refused too: the code's failures are the password's.
    expect((await login(t, member.username, member.password, ip)).code).toBe(CODE.ACCOUNT_LOCKED);
  });
});

describe('sensitive calls with 2-step on', () => {
  it('locks the app’s code checks after repeated wrong codes', async () => {
    const member = await newMember(t);
    const { secret } = await turnOnTwoStep(t, clock, member);
    const change = (twoStepCode: string) =>
      t.api.call(API.member.updateLoginPassword, { oldPassword: member.password, password: 'newpass123', confirmPassword: 'newpass123', twoStepCode }, as(member));
    for (let attempt = 0; attempt < t.config.limits.passwordFailuresPerMember.limit; attempt += 1) {
      expect((await change('000000')).code).toBe(CODE.TWO_STEP_CODE_WRONG);
    }
    expect((await change(await nextCode(secret, clock))).code).toBe(CODE.ACCOUNT_LOCKED);
  });
});

describe('turning 2-step off', () => {
  it('takes a code, ends the other sessions, holds withdrawals for 24 hours and sends a letter', async () => {
    const member = await newMember(t);
    const other = await login(t, member.username, member.password);
    const otherToken = String(other.data.accessToken);
    const { secret } = await turnOnTwoStep(t, clock, member);

    expect((await t.api.call(API.security.disableTwoStep, { code: '000000' }, as(member))).code).toBe(CODE.TWO_STEP_CODE_WRONG);
    expect((await t.api.call(API.security.disableTwoStep, {}, as(member))).code).toBe(CODE.INVALID_PARAMS);
    expect((await t.api.call(API.member.getMemberInfo, {}, { token: otherToken })).code).toBe(CODE.OK);

    const off = await t.api.call(API.security.disableTwoStep, { code: await nextCode(secret, clock) }, as(member));
    expect(off.code).toBe(CODE.OK);
    expect(off.data.withdrawHoldUntil).toBe(clock.now() + TWO_STEP_OFF_WITHDRAW_HOLD_MS);
    const [stored] = await t.db.select().from(memberSecurity).where(eq(memberSecurity.memberId, member.id));
    expect(stored?.withdrawHoldUntil?.getTime()).toBe(clock.now() + TWO_STEP_OFF_WITHDRAW_HOLD_MS);
    expect(stored?.totpSecret).toBeNull();
    expect(stored?.recoveryCodeHashes).toEqual([]);

    expect((await t.api.call(API.member.getMemberInfo, {}, { token: otherToken })).code).toBe(CODE.SESSION_INVALID);
    expect((await t.api.call(API.member.getMemberInfo, {}, as(member))).code).toBe(CODE.OK);
    expect((await t.api.call(API.security.getTwoStep, {}, as(member))).data.enabled).toBe(false);
    expect(await letterTitles(member)).toContain('2-step verification was turned off');
    expect((await login(t, member.username, member.password)).code).toBe(CODE.OK);
    expect((await t.api.call(API.security.disableTwoStep, { code: await nextCode(secret, clock) }, as(member))).code).toBe(CODE.TWO_STEP_STATE);
  });

  it('takes a recovery code when the phone is lost', async () => {
    const member = await newMember(t);
    const { recoveryCodes } = await turnOnTwoStep(t, clock, member);
    expect((await t.api.call(API.security.disableTwoStep, { code: recoveryCodes[0] }, as(member))).code).toBe(CODE.OK);
  });
});
