import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, CODE, PASSKEY_CHALLENGE_TTL_MS, ZGetPasskeysResponse, ZGetSignInsResponse, ZPasskeyOptions } from '@meridian/protocol';
import { letters, passkeys } from '../../../src/db/schema/index.js';
import { accountFailureCounter } from '../../../src/modules/auth/login-failures.js';
import { randomIp } from '../../helpers/api-client.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { login, newMember, type TestMember } from '../../helpers/members.js';
import { createManualClock } from '../../market/manual-clock.js';
import { newSoftwareAuthenticator, type SoftwareAuthenticator } from './software-authenticator.js';
import { as, turnOnTwoStep } from './two-step-fixtures.js';

const clock = createManualClock(Date.parse('2026-11-24T08:00:00Z'));
let t: TestApp;
let origin: string;
beforeAll(async () => {
  t = await buildTestApp({}, { marketClock: clock });
  origin = t.config.publicOrigin;
});
afterAll(async () => {
  await t.close();
});

async function letterTitles(member: TestMember): Promise<string[]> {
  const rows = await t.db.select({ title: letters.title }).from(letters).where(eq(letters.memberId, member.id)).orderBy(desc(letters.id));
  return rows.map((row) => row.title['en-US'] ?? '');
}

/** Adds a passkey as the security centre does: begin, the authenticator makes it, finish with a name. */
async function addPasskey(member: TestMember, authenticator: SoftwareAuthenticator, name = 'My phone'): Promise<number> {
  const options = ZPasskeyOptions.parse((await t.api.call(API.security.beginPasskeyRegistration, {}, as(member))).data);
  const added = await t.api.call(API.security.finishPasskeyRegistration, { name, credential: authenticator.register(options, origin) }, as(member));
  if (added.code !== CODE.OK) throw new Error(`finishPasskeyRegistration: ${added.code} ${added.msg}`);
  return Number(added.data.id);
}

async function signInOptions(ip: string): Promise<{ challenge: string }> {
  return ZPasskeyOptions.parse((await t.api.call(API.login.beginPasskeySignIn, {}, { ip })).data);
}

async function signInWith(authenticator: SoftwareAuthenticator, ip = randomIp()) {
  const options = await signInOptions(ip);
  return t.api.call(API.login.finishPasskeySignIn, { credential: authenticator.assert(options, origin) }, { ip });
}

describe('passkeys in the security centre', () => {
  it('adds a named passkey with a letter, lists it, renames it, and removes it with a letter', async () => {
    const member = await newMember(t);
    const id = await addPasskey(member, newSoftwareAuthenticator());
    expect(await letterTitles(member)).toContain('A passkey was added to your Meridian account');
    const listed = ZGetPasskeysResponse.parse((await t.api.call(API.security.getPasskeys, {}, as(member))).data);
    expect(listed.list).toEqual([{ id, name: 'My phone', createdAt: expect.any(Number), lastUsedAt: null }]);

    expect((await t.api.call(API.security.renamePasskey, { id, name: 'Work laptop' }, as(member))).code).toBe(CODE.OK);
    expect((await t.api.call(API.security.renamePasskey, { id, name: '' }, as(member))).code).toBe(CODE.INVALID_PARAMS);
    const renamed = ZGetPasskeysResponse.parse((await t.api.call(API.security.getPasskeys, {}, as(member))).data);
    expect(renamed.list.map((passkey) => passkey.name)).toEqual(['Work laptop']);

    expect((await t.api.call(API.security.removePasskey, { id }, as(member))).code).toBe(CODE.OK);
    expect(await letterTitles(member)).toContain('A passkey was removed from your Meridian account');
    expect(ZGetPasskeysResponse.parse((await t.api.call(API.security.getPasskeys, {}, as(member))).data).list).toEqual([]);
    expect((await t.api.call(API.security.removePasskey, { id }, as(member))).code).toBe(CODE.NOT_FOUND);
  });

  it('needs a session', async () => {
    expect((await t.api.call(API.security.beginPasskeyRegistration, {})).code).toBe(CODE.SESSION_INVALID);
    expect((await t.api.call(API.security.getPasskeys, {})).code).toBe(CODE.SESSION_INVALID);
  });

  it('never lets a member see, rename or remove another member’s passkey', async () => {
    const owner = await newMember(t);
    const other = await newMember(t);
    const id = await addPasskey(owner, newSoftwareAuthenticator());
    expect(ZGetPasskeysResponse.parse((await t.api.call(API.security.getPasskeys, {}, as(other))).data).list).toEqual([]);
    expect((await t.api.call(API.security.renamePasskey, { id, name: 'Mine now' }, as(other))).code).toBe(CODE.NOT_FOUND);
    expect((await t.api.call(API.security.removePasskey, { id }, as(other))).code).toBe(CODE.NOT_FOUND);
    const [row] = await t.db.select().from(passkeys).where(eq(passkeys.id, id));
    expect(row?.name).toBe('My phone');
  });

  it('refuses a registration answered to another member’s challenge', async () => {
    const member = await newMember(t);
    const intruder = await newMember(t);
    const options = ZPasskeyOptions.parse((await t.api.call(API.security.beginPasskeyRegistration, {}, as(member))).data);
    const credential = newSoftwareAuthenticator().register(options, origin);
    const answer = await t.api.call(API.security.finishPasskeyRegistration, { name: 'Stolen', credential }, as(intruder));
    expect(answer.code).toBe(CODE.PASSKEY_CHALLENGE_EXPIRED);
  });

  it('refuses an answer from another origin', async () => {
    const member = await newMember(t);
    const options = ZPasskeyOptions.parse((await t.api.call(API.security.beginPasskeyRegistration, {}, as(member))).data);
    const credential = newSoftwareAuthenticator().register(options, 'https://phishing.example');
    expect((await t.api.call(API.security.finishPasskeyRegistration, { name: 'Phone', credential }, as(member))).code).toBe(CODE.PASSKEY_REFUSED);
  });
});

describe('signing in with a passkey', () => {
  it('opens a session with no username or password, recorded as a passkey sign-in', async () => {
    const member = await newMember(t);
    const authenticator = newSoftwareAuthenticator();
    await addPasskey(member, authenticator);
    authenticator.counter = 1;
    const signedIn = await signInWith(authenticator);
    expect(signedIn.code).toBe(CODE.OK);
    expect(signedIn.data.member.username).toBe(member.username);
    const token = String(signedIn.data.accessToken);
    const history = ZGetSignInsResponse.parse((await t.api.call(API.security.getSignIns, {}, { token })).data);
    expect(history.list[0]).toMatchObject({ method: 'passkey', outcome: 'ok', current: true });
    const [listed] = ZGetPasskeysResponse.parse((await t.api.call(API.security.getPasskeys, {}, { token })).data).list;
    expect(listed?.lastUsedAt).toBe(clock.now());
  });

  it("signs in even when a guessing campaign has locked the account's password to unknown clients (issue 35)", async () => {
    const member = await newMember(t);
    const authenticator = newSoftwareAuthenticator();
    await addPasskey(member, authenticator);
    authenticator.counter = 1;
    const campaign = accountFailureCounter(t.config.limits, member.username);
    for (let i = 0; i < campaign.rule.limit; i += 1) await t.deps.limiter.consume(campaign.rule, campaign.subject);
    expect((await login(t, member.username, member.password)).code).toBe(CODE.ACCOUNT_LOCKED);
    expect((await signInWith(authenticator)).code).toBe(CODE.OK);
  });

  it('refuses a replayed answer: each challenge is good once', async () => {
    const member = await newMember(t);
    const authenticator = newSoftwareAuthenticator();
    await addPasskey(member, authenticator);
    const ip = randomIp();
    const credential = authenticator.assert(await signInOptions(ip), origin);
    expect((await t.api.call(API.login.finishPasskeySignIn, { credential }, { ip })).code).toBe(CODE.OK);
    expect((await t.api.call(API.login.finishPasskeySignIn, { credential }, { ip })).code).toBe(CODE.PASSKEY_CHALLENGE_EXPIRED);
  });

  it('refuses an answer to a challenge older than 5 minutes', async () => {
    const member = await newMember(t);
    const authenticator = newSoftwareAuthenticator();
    await addPasskey(member, authenticator);
    const ip = randomIp();
    const options = await signInOptions(ip);
    clock.advance(PASSKEY_CHALLENGE_TTL_MS + 1000);
    const answer = await t.api.call(API.login.finishPasskeySignIn, { credential: authenticator.assert(options, origin) }, { ip });
    expect(answer.code).toBe(CODE.PASSKEY_CHALLENGE_EXPIRED);
  });

  it('refuses a signature counter that went back (a cloned key), and the passkey keeps working forward', async () => {
    const member = await newMember(t);
    const authenticator = newSoftwareAuthenticator();
    await addPasskey(member, authenticator);
    authenticator.counter = 5;
    expect((await signInWith(authenticator)).code).toBe(CODE.OK);
    authenticator.counter = 3;
    expect((await signInWith(authenticator)).code).toBe(CODE.PASSKEY_REFUSED);
    authenticator.counter = 5;
    expect((await signInWith(authenticator)).code).toBe(CODE.PASSKEY_REFUSED);
    const [row] = await t.db.select().from(passkeys).where(eq(passkeys.credentialId, authenticator.credentialId));
    expect(row?.counter).toBe(5);
    authenticator.counter = 6;
    expect((await signInWith(authenticator)).code).toBe(CODE.OK);
  });

  it('refuses a removed passkey and an unknown one', async () => {
    const member = await newMember(t);
    const authenticator = newSoftwareAuthenticator();
    const id = await addPasskey(member, authenticator);
    await t.api.call(API.security.removePasskey, { id }, as(member));
    expect((await signInWith(authenticator)).code).toBe(CODE.PASSKEY_REFUSED);
    expect((await signInWith(newSoftwareAuthenticator())).code).toBe(CODE.PASSKEY_REFUSED);
  });

  it('refuses a challenge given for registration', async () => {
    const member = await newMember(t);
    const authenticator = newSoftwareAuthenticator();
    await addPasskey(member, authenticator);
    const options = ZPasskeyOptions.parse((await t.api.call(API.security.beginPasskeyRegistration, {}, as(member))).data);
    const answer = await t.api.call(API.login.finishPasskeySignIn, { credential: authenticator.assert(options, origin) });
    expect(answer.code).toBe(CODE.PASSKEY_CHALLENGE_EXPIRED);
  });
});

describe('a passkey as sign-in’s second step', () => {
  async function ticketFor(member: TestMember, ip: string): Promise<string> {
    const answer = await login(t, member.username, member.password, ip);
    expect(answer.code).toBe(CODE.TWO_STEP_REQUIRED);
    return String(answer.data.ticket);
  }

  it('takes the member’s own passkey instead of the code, once per ticket', async () => {
    const member = await newMember(t);
    const authenticator = newSoftwareAuthenticator();
    await addPasskey(member, authenticator);
    await turnOnTwoStep(t, clock, member);
    const ip = randomIp();
    const ticket = await ticketFor(member, ip);
    const options = ZPasskeyOptions.parse((await t.api.call(API.login.beginPasskeyStep, { ticket }, { ip })).data);
    expect(options.allowCredentials).toEqual([{ id: authenticator.credentialId, type: 'public-key', transports: ['internal'] }]);
    authenticator.counter = 1;
    const signedIn = await t.api.call(API.login.finishPasskeyStep, { ticket, credential: authenticator.assert(options, origin) }, { ip });
    expect(signedIn.code).toBe(CODE.OK);
    expect(signedIn.data.member.username).toBe(member.username);
    expect((await t.api.call(API.login.beginPasskeyStep, { ticket }, { ip })).code).toBe(CODE.SECOND_STEP_EXPIRED);
  });

  it('refuses another member’s passkey, and a member without passkeys gets no challenge', async () => {
    const member = await newMember(t);
    await addPasskey(member, newSoftwareAuthenticator());
    await turnOnTwoStep(t, clock, member);
    const stranger = await newMember(t);
    const strangersKey = newSoftwareAuthenticator();
    await addPasskey(stranger, strangersKey);
    const ip = randomIp();
    const ticket = await ticketFor(member, ip);
    const options = ZPasskeyOptions.parse((await t.api.call(API.login.beginPasskeyStep, { ticket }, { ip })).data);
    const answer = await t.api.call(API.login.finishPasskeyStep, { ticket, credential: strangersKey.assert(options, origin) }, { ip });
    expect(answer.code).toBe(CODE.PASSKEY_REFUSED);

    const withoutPasskeys = await newMember(t);
    await turnOnTwoStep(t, clock, withoutPasskeys);
    const otherTicket = await ticketFor(withoutPasskeys, ip);
    expect((await t.api.call(API.login.beginPasskeyStep, { ticket: otherTicket }, { ip })).code).toBe(CODE.PASSKEY_REFUSED);
  });
});
