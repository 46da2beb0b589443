import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_API_PATHS, API, CODE, isPublicPath } from '@meridian/protocol';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { newMember, type TestMember } from '../helpers/members.js';

let t: TestApp;
let member: TestMember;

beforeAll(async () => {
  t = await buildTestApp();
  member = await newMember(t);
});
afterAll(async () => {
  await t.close();
});

const MEMBER_PATHS = ALL_API_PATHS.filter((path) => !isPublicPath(path));

describe('a member call without a token', () => {
  it.each(MEMBER_PATHS)('%s answers SESSION_INVALID before it reads the payload', async (path) => {
    // A payload of the wrong shape, then no envelope at all: neither tells an anonymous caller anything.
    const wrongShape = await t.api.call(path, { password: true, amount: [], page: 'x' });
    expect(wrongShape).toMatchObject({ code: CODE.SESSION_INVALID, data: null });
    const unreadable = await t.api.raw(path, 'not an envelope');
    expect(unreadable.code).toBe(CODE.SESSION_INVALID);
  });
});

describe('a field a call does not take', () => {
  it.each(ALL_API_PATHS)('%s refuses it with INVALID_PARAMS naming it', async (path) => {
    const answer = await t.api.call(path, { unexpectedField: true }, { token: member.token });
    expect(answer.code).toBe(CODE.INVALID_PARAMS);
    expect(answer.data.fields).toContain('unexpectedField');
  });

  it('refuses the stray password a code sender was once sent, and sends nothing', async () => {
    const answer = await t.api.call(API.login.sendRegisterCaptcha, { mobile: '+85291234567', captchaId: 'c', captchaX: 1, password: true });
    expect(answer).toMatchObject({ code: CODE.INVALID_PARAMS, data: { fields: ['password'] } });
  });
});
