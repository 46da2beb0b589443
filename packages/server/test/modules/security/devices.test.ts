import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API, CODE, ZGetDevicesResponse, ZGetSignInsResponse, ZGetLetterPageResponse } from '@meridian/protocol';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { randomIp } from '../../helpers/api-client.js';
import { login, newMember, solveCaptcha, type TestMember } from '../../helpers/members.js';

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const as = (token: string) => ({ token });

/** Signs the member in once more (a second device), from `ip` with `userAgent`; answers its access token. */
async function signInAgain(member: TestMember, options: { ip?: string; userAgent?: string } = {}): Promise<string> {
  const ip = options.ip ?? randomIp();
  const headers: Record<string, string> = options.userAgent === undefined ? {} : { 'user-agent': options.userAgent };
  const answer = await t.api.call(API.login.login, { username: member.username, password: member.password, ...(await solveCaptcha(t, ip)) }, { ip, headers });
  if (answer.code !== CODE.OK) throw new Error(`login: ${answer.code} ${answer.msg}`);
  return String(answer.data.accessToken);
}

async function letterTitles(token: string): Promise<string[]> {
  const page = ZGetLetterPageResponse.parse((await t.api.call(API.member.getLetterPage, { page: 1, pageSize: 50 }, as(token))).data);
  return page.list.map((letter) => letter.title);
}

describe('sign-in history', () => {
  it('lists only the member’s own sign-ins, newest first, right and wrong, the current one marked', async () => {
    const member = await newMember(t);
    const other = await newMember(t);
    await login(t, member.username, 'wrong-pass1');
    const second = await signInAgain(member, { userAgent: SAFARI_IPHONE });
    const answer = await t.api.call(API.security.getSignIns, { page: 1, pageSize: 10 }, as(second));
    expect(answer.code).toBe(CODE.OK);
    const history = z.strictObject(ZGetSignInsResponse.shape).parse(answer.data);
    expect(history.total).toBe(3);
    expect(history.list.map((signIn) => signIn.outcome)).toEqual(['ok', 'wrong-password', 'ok']);
    expect(history.list.map((signIn) => signIn.current)).toEqual([true, false, false]);
    expect(history.list[0]?.device).toMatchObject({ browser: 'Safari 17', os: 'iOS 17', kind: 'mobile' });
    expect(history.list[0]?.method).toBe('password');
    const others = ZGetSignInsResponse.parse((await t.api.call(API.security.getSignIns, {}, as(other.token))).data);
    expect(others.total).toBe(1);
    expect(others.list.every((signIn) => !history.list.some((mine) => mine.id === signIn.id))).toBe(true);
  });

  it('refuses a bad page and needs a login', async () => {
    const member = await newMember(t);
    expect((await t.api.call(API.security.getSignIns, { page: 0 }, as(member.token))).code).toBe(CODE.INVALID_PARAMS);
    expect((await t.api.call(API.security.getSignIns, {})).code).toBe(CODE.SESSION_INVALID);
  });
});

describe('devices', () => {
  it('lists the signed-in sessions with the current one first and marked', async () => {
    const member = await newMember(t);
    const phone = await signInAgain(member, { userAgent: SAFARI_IPHONE });
    const devices = z.strictObject(ZGetDevicesResponse.shape).parse((await t.api.call(API.security.getDevices, {}, as(phone))).data);
    expect(devices.list).toHaveLength(2);
    expect(devices.list[0]).toMatchObject({ current: true, device: { os: 'iOS 17' } });
    expect(devices.list[1]?.current).toBe(false);
  });

  it('signs out one device: its token stops working, the others keep going', async () => {
    const member = await newMember(t);
    const laptop = await signInAgain(member, { userAgent: CHROME_WINDOWS });
    const devices = ZGetDevicesResponse.parse((await t.api.call(API.security.getDevices, {}, as(member.token))).data);
    const laptopSession = devices.list.find((device) => !device.current);
    expect(laptopSession).toBeDefined();
    const answer = await t.api.call(API.security.signOutDevice, { sessionId: laptopSession?.sessionId }, as(member.token));
    expect(answer).toMatchObject({ code: CODE.OK, data: { ok: true } });
    expect((await t.api.call(API.member.getBalance, {}, as(laptop))).code).toBe(CODE.SESSION_INVALID);
    expect((await t.api.call(API.member.getBalance, {}, as(member.token))).code).toBe(CODE.OK);
  });

  it('refuses another member’s session as not found and leaves it signed in', async () => {
    const member = await newMember(t);
    const victim = await newMember(t);
    const victimDevices = ZGetDevicesResponse.parse((await t.api.call(API.security.getDevices, {}, as(victim.token))).data);
    const victimSession = victimDevices.list[0]?.sessionId;
    const answer = await t.api.call(API.security.signOutDevice, { sessionId: victimSession }, as(member.token));
    expect(answer.code).toBe(CODE.NOT_FOUND);
    expect((await t.api.call(API.member.getBalance, {}, as(victim.token))).code).toBe(CODE.OK);
  });

  it('refuses a malformed session id with a clear message and changes nothing', async () => {
    const member = await newMember(t);
    const answer = await t.api.call(API.security.signOutDevice, { sessionId: 'all' }, as(member.token));
    expect(answer).toMatchObject({ code: CODE.INVALID_PARAMS, data: { fields: ['sessionId'] } });
    expect(answer.msg).not.toBe('');
    expect((await t.api.call(API.member.getBalance, {}, as(member.token))).code).toBe(CODE.OK);
  });

  it('signs out every other device at once', async () => {
    const member = await newMember(t);
    const others = [await signInAgain(member), await signInAgain(member)];
    const answer = await t.api.call(API.security.signOutOthers, {}, as(member.token));
    expect(answer).toMatchObject({ code: CODE.OK, data: { count: 2 } });
    for (const token of others) expect((await t.api.call(API.member.getBalance, {}, as(token))).code).toBe(CODE.SESSION_INVALID);
    const devices = ZGetDevicesResponse.parse((await t.api.call(API.security.getDevices, {}, as(member.token))).data);
    expect(devices.list.map((device) => device.current)).toEqual([true]);
  });
});

describe('new-device alert', () => {
  it('writes a letter for a sign-in from a browser and address not seen before, and none for a known one', async () => {
    const member = await newMember(t);
    const home = randomIp();
    await signInAgain(member, { ip: home, userAgent: CHROME_WINDOWS });
    const before = (await letterTitles(member.token)).filter((title) => title.startsWith('New sign-in')).length;
    expect(before).toBe(1);
    // The same browser and system (another version) from the same address: known.
    await signInAgain(member, { ip: home, userAgent: CHROME_WINDOWS.replace('126.0.0.0', '127.0.0.0') });
    expect((await letterTitles(member.token)).filter((title) => title.startsWith('New sign-in'))).toHaveLength(1);
    // A phone from the same address: new.
    await signInAgain(member, { ip: home, userAgent: SAFARI_IPHONE });
    expect((await letterTitles(member.token)).filter((title) => title.startsWith('New sign-in'))).toHaveLength(2);
  });
});
