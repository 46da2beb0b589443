import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import { API, CODE } from '@meridian/protocol';
import { DEFAULT_LIMITS } from '../../../src/security/limits.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { newMember, type TestMember } from '../../helpers/members.js';

let t: TestApp;
let members: TestMember[];
beforeAll(async () => {
  t = await buildTestApp({
    limits: { ...DEFAULT_LIMITS, uploadPerIp: { ...DEFAULT_LIMITS.uploadPerIp, limit: 2 }, uploadPerMember: { ...DEFAULT_LIMITS.uploadPerMember, limit: 3 } },
  });
  members = await Promise.all([newMember(t), newMember(t), newMember(t), newMember(t)]);
});
afterAll(async () => {
  await t.close();
});

function picture(): string {
  const png = new PNG({ width: 2, height: 2 });
  png.data.fill(120);
  return `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`;
}

function memberAt(index: number): TestMember {
  const member = members[index];
  if (!member) throw new Error(`no member ${index}`);
  return member;
}

const upload = (member: TestMember, ip: string) => t.api.call(API.common.uploadImg, { image: picture() }, { token: member.token, ip });

describe('upload limits', () => {
  it('limits uploads per address whoever is signed in, before reading the body', async () => {
    const shared = '198.51.100.40';
    expect((await upload(memberAt(0), shared)).code).toBe(CODE.OK);
    expect((await upload(memberAt(1), shared)).code).toBe(CODE.OK);
    const third = await t.api.call(API.common.uploadImg, { image: picture() }, { token: memberAt(2).token, ip: shared, language: 'zh-HK' });
    expect(third).toMatchObject({ code: CODE.TOO_MANY_REQUESTS, msg: expect.stringContaining('請求過於頻繁') });
    // Refused before it was read: a body of garbage gets the same answer, not a bad envelope.
    expect((await t.api.raw(API.common.uploadImg, 'A'.repeat(3 * 1024 * 1024), { token: memberAt(2).token, ip: shared })).code).toBe(CODE.TOO_MANY_REQUESTS);
    // The same member from elsewhere is not refused.
    expect((await upload(memberAt(2), '198.51.100.41')).code).toBe(CODE.OK);
  });

  it('still limits each member wherever they upload from', async () => {
    const member = memberAt(3);
    for (const ip of ['198.51.100.50', '198.51.100.51', '198.51.100.52']) expect((await upload(member, ip)).code).toBe(CODE.OK);
    expect((await upload(member, '198.51.100.53')).code).toBe(CODE.TOO_MANY_REQUESTS);
  });
});
