import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API, CODE } from '@meridian/protocol';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { newMember, type TestMember } from '../helpers/members.js';

/**
 * Bodies over their call's limit, sent over a real socket: the answer must reach a client that is
 * still sending (inject would hide a connection closed in mid-body, which browsers report as a
 * network error).
 */
let t: TestApp;
let url: string;
let member: TestMember;
beforeAll(async () => {
  t = await buildTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  member = await newMember(t);
});
afterAll(async () => {
  await t.close();
});

interface Answer {
  code: number;
  msg: string;
  data: unknown;
}

async function post(path: string, body: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
  expect(response.status).toBe(200);
  return t.api.envelope.decode(await response.text()) as Answer;
}

const MB = 1024 * 1024;

/** Runs `body` while watching the envelope: how many bodies larger than an ordinary call's were decrypted. */
async function largeDecryptsDuring(body: () => Promise<void>): Promise<number> {
  const decode = vi.spyOn(t.deps.envelope, 'decode');
  try {
    await body();
    return decode.mock.calls.filter(([text]) => text.length > 64 * 1024).length;
  } finally {
    decode.mockRestore();
  }
}

describe('body limits', () => {
  it('refuses 3.6 MB bodies to a public call before decrypting them, in the member’s language, and keeps answering others', async () => {
    const decrypted = await largeDecryptsDuring(async () => {
      const big = 'A'.repeat(3.6 * MB);
      const flood = Array.from({ length: 16 }, () => post(API.common.getAppConfigAndCompanyConfig, big, { 'accept-language': 'zh-HK' }));
      // Answered while the flood is in flight (its latency under load is bench:abuse's to measure).
      expect((await post(API.common.getTimestamp, t.api.envelope.encode({}))).code).toBe(CODE.OK);
      for (const answer of await Promise.all(flood)) expect(answer).toMatchObject({ code: CODE.BODY_TOO_LARGE, msg: '請求過大。', data: null });
    });
    expect(decrypted).toBe(0);
  });

  it('answers an upload too large with “the picture is larger than 2 MB” in zh-HK, not a closed connection', async () => {
    const answer = await post(API.common.uploadImg, 'A'.repeat(5 * MB), { accesstoken: member.token, 'accept-language': 'zh-HK' });
    expect(answer).toMatchObject({ code: CODE.INVALID_PARAMS, msg: '圖片超過 2 MB。', data: { fields: ['image'] } });
  });

  it('refuses an anonymous upload without decrypting it, and answers it over the socket', async () => {
    const decrypted = await largeDecryptsDuring(async () => {
      expect((await post(API.common.uploadImg, 'A'.repeat(3 * MB))).code).toBe(CODE.SESSION_INVALID);
    });
    expect(decrypted).toBe(0);
  });
});
