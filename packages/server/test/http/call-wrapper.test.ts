import { createCipheriv } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { API, CODE, createEnvelope } from '@meridian/protocol';
import { sessions } from '../../src/db/schema/index.js';
import { ACCESS_TOKEN_TTL_MS } from '../../src/security/sessions.js';
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

describe('the envelope', () => {
  it('answers a well-formed call with code 200 inside an envelope', async () => {
    const response = await t.app.inject({ method: 'POST', url: API.common.getTimestamp, payload: t.api.envelope.encode({}) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const answer = t.api.envelope.decode(response.body) as { code: number; msg: string; data: { timestamp: number } };
    expect(answer).toMatchObject({ code: CODE.OK, msg: 'Success' });
    expect(Math.abs(answer.data.timestamp - Date.now())).toBeLessThan(5_000);
  });

  it('reads the body whatever the content type says, or with none', async () => {
    for (const contentType of ['text/plain', 'application/octet-stream', 'application/x-www-form-urlencoded', undefined]) {
      const response = await t.app.inject({
        method: 'POST',
        url: API.common.getTimestamp,
        headers: contentType ? { 'content-type': contentType } : {},
        payload: t.api.envelope.encode({}),
      });
      expect((t.api.envelope.decode(response.body) as { code: number }).code).toBe(CODE.OK);
    }
  });

  it('refuses a body that is not base64 with BAD_ENVELOPE', async () => {
    const answer = await t.api.raw(API.common.getTimestamp, 'this is not base64!');
    expect(answer).toEqual({ code: CODE.BAD_ENVELOPE, msg: expect.stringContaining('could not be read'), data: null });
  });

  it('refuses an empty body with BAD_ENVELOPE', async () => {
    expect((await t.api.raw(API.common.getTimestamp, '')).code).toBe(CODE.BAD_ENVELOPE);
  });

  it('refuses a body encrypted with another key with BAD_ENVELOPE', async () => {
    const other = createEnvelope('AnotherKey123456');
    expect((await t.api.raw(API.common.getTimestamp, other.encode({}))).code).toBe(CODE.BAD_ENVELOPE);
  });

  it('refuses base64 of the wrong length for the cipher with BAD_ENVELOPE', async () => {
    expect((await t.api.raw(API.common.getTimestamp, 'QUJD')).code).toBe(CODE.BAD_ENVELOPE);
  });

  it('refuses an envelope that does not hold JSON with BAD_JSON', async () => {
    const answer = await t.api.raw(API.common.getTimestamp, encryptText(t.config.envelopeKey, '{not json'));
    expect(answer).toMatchObject({ code: CODE.BAD_JSON, msg: 'The request is not valid JSON.' });
  });

  it('refuses JSON that is not an object with BAD_JSON', async () => {
    for (const payload of [[1, 2], 'text', 42, null]) {
      const answer = await t.api.call(API.common.getTimestamp, payload);
      expect(answer.code).toBe(CODE.BAD_JSON);
      expect(answer.msg).toBe('The request must be a JSON object.');
    }
  });

  it('answers the envelope errors in the language of Accept-Language', async () => {
    const answer = await t.api.raw(API.common.getTimestamp, '%%%', { language: 'zh-HK,zh;q=0.9' });
    expect(answer).toMatchObject({ code: CODE.BAD_ENVELOPE, msg: '無法讀取請求，請更新應用程式後再試。' });
  });
});

/** AES-128-ECB with PKCS#7 over raw text, as the envelope does over JSON: for a non-JSON payload. */
function encryptText(key: string, text: string): string {
  const cipher = createCipheriv('aes-128-ecb', Buffer.from(key, 'utf8'), null);
  return Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]).toString('base64');
}

describe('paths', () => {
  it('answers an unknown /api path with NOT_FOUND in an envelope', async () => {
    const answer = await t.api.call('/api/member/noSuchCall', {});
    expect(answer).toEqual({ code: CODE.NOT_FOUND, msg: 'This function does not exist.', data: null });
  });

  it('answers an API path that is not a call of the product with NOT_FOUND', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/task/noSuchCall',
      headers: { 'content-type': 'application/json', accesstoken: member.token },
      payload: t.api.envelope.encode({}),
    });
    expect((t.api.envelope.decode(response.body) as { code: number }).code).toBe(CODE.NOT_FOUND);
  });

  it('answers GET on an API path with NOT_FOUND, not a page', async () => {
    const response = await t.app.inject({ method: 'GET', url: API.common.getTimestamp });
    expect((t.api.envelope.decode(response.body) as { code: number }).code).toBe(CODE.NOT_FOUND);
  });

  it('answers an unknown page with a plain 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(response.statusCode).toBe(404);
  });
});

describe('validation', () => {
  it('refuses a payload that fails its schema with INVALID_PARAMS naming the fields', async () => {
    const answer = await t.api.call(API.login.login, { username: '', password: 'x', captchaId: 'c' });
    expect(answer.code).toBe(CODE.INVALID_PARAMS);
    expect(answer.data.fields).toEqual(['captchaX', 'username']);
    expect(answer.msg).toBe('Please fill in the puzzle.');
    const second = await t.api.call(API.login.login, { username: '', password: 'x', captchaId: 'c', captchaX: 1 });
    expect(second).toMatchObject({ msg: 'Please fill in the username.', data: { fields: ['username'] } });
  });

  it('translates the rule of the first problem into zh-HK', async () => {
    const answer = await t.api.call(
      API.member.updatePayPasswordByOld,
      { payPassword: '12a4', confirmPayPassword: '12a4', loginPassword: 'x' },
      { token: member.token, language: 'zh-HK' },
    );
    expect(answer).toMatchObject({ code: CODE.INVALID_PARAMS, msg: '支付密碼須為 4 位數字。', data: { fields: ['payPassword'] } });
  });

  it('refuses fields a call does not take', async () => {
    const answer = await t.api.call(API.common.getTimestamp, { extra: 1 });
    expect(answer).toMatchObject({ code: CODE.INVALID_PARAMS, data: { fields: ['extra'] } });
    expect(answer.msg).toBe('Extra is not expected here.');
  });

  it('looks at the token before it validates a member call', async () => {
    expect((await t.api.call(API.member.updateInfo, { nickname: '' })).code).toBe(CODE.SESSION_INVALID);
    expect((await t.api.call(API.member.updateInfo, { nickname: '' }, { token: member.token })).code).toBe(CODE.INVALID_PARAMS);
  });
});

describe('the access token', () => {
  it('refuses a member call without a token with SESSION_INVALID', async () => {
    expect(await t.api.call(API.member.getMemberInfo)).toMatchObject({ code: CODE.SESSION_INVALID, data: null });
  });

  it('refuses an unknown token with SESSION_INVALID', async () => {
    expect((await t.api.call(API.member.getMemberInfo, {}, { token: 'forged-token' })).code).toBe(CODE.SESSION_INVALID);
  });

  it('refuses an expired token with SESSION_INVALID', async () => {
    const other = await newMember(t);
    await t.db.update(sessions).set({ accessExpiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.memberId, other.id));
    expect((await t.api.call(API.member.getBalance, {}, { token: other.token })).code).toBe(CODE.SESSION_INVALID);
  });

  it('refuses a token whose time ran out after it was last used (and remembered)', async () => {
    const other = await newMember(t);
    expect((await t.api.call(API.member.getBalance, {}, { token: other.token })).code).toBe(CODE.OK);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + ACCESS_TOKEN_TTL_MS + 1000);
      expect((await t.api.call(API.member.getBalance, {}, { token: other.token })).code).toBe(CODE.SESSION_INVALID);
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets public calls through without a token', async () => {
    expect((await t.api.call(API.common.getAppConfigAndCompanyConfig)).code).toBe(CODE.OK);
  });
});

describe('failures', () => {
  it('never answers with a stack trace, and hides what a server error was', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: API.common.getTimestamp,
      headers: { 'content-type': 'application/json; charset=nonsense; =' },
      payload: t.api.envelope.encode({}),
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(/at .*\.(ts|js):\d+/);
    const answer = t.api.envelope.decode(response.body) as { code: number; msg: string };
    expect([CODE.OK, CODE.BAD_ENVELOPE]).toContain(answer.code);
  });

  it('refuses a body over an ordinary call’s 64 KB with BODY_TOO_LARGE, and one over an upload’s as a picture too large', async () => {
    expect(await t.api.raw(API.common.getTimestamp, 'A'.repeat(65 * 1024))).toMatchObject({ code: CODE.BODY_TOO_LARGE, msg: 'The request is too large.' });
    // Just under the limit, the body is read and decrypted: garbage is then a bad envelope.
    expect((await t.api.raw(API.common.getTimestamp, 'A'.repeat(63 * 1024))).code).toBe(CODE.BAD_ENVELOPE);
    const upload = await t.api.raw(API.common.uploadImg, 'A'.repeat(5 * 1024 * 1024), { token: member.token });
    expect(upload).toMatchObject({ code: CODE.INVALID_PARAMS, msg: 'The picture is larger than 2 MB.', data: { fields: ['image'] } });
  });
});
