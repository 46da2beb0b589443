import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, CODE } from '@meridian/protocol';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { newMember, type TestMember } from '../../helpers/members.js';

let t: TestApp;
let writer: TestMember;
let other: TestMember;
beforeAll(async () => {
  t = await buildTestApp();
  [writer, other] = await Promise.all([newMember(t), newMember(t)]);
});
afterAll(async () => {
  await t.close();
});

const send = (member: TestMember, text: string) => t.api.call(API.support.sendMessage, { text }, { token: member.token, language: 'zh-HK' });

describe('support messages', () => {
  it('takes 10 messages a minute from a member and refuses the 11th in their language', async () => {
    for (let n = 1; n <= 10; n += 1) expect((await send(writer, `message ${n}`)).code).toBe(CODE.OK);
    const eleventh = await send(writer, 'message 11');
    expect(eleventh).toMatchObject({ code: CODE.TOO_MANY_REQUESTS, msg: expect.stringMatching(/^請求過於頻繁，請於 \d+ 秒後再試。$/) });
    // Another member is not held back by it.
    expect((await send(other, 'hello')).code).toBe(CODE.OK);
  });
});
