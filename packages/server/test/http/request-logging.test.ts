import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { API, CODE, ZEmpty, ZOk } from '@meridian/protocol';
import { defineCall } from '../../src/http/define-call.js';
import { serveCalls } from '../../src/http/serve-calls.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';

let t: TestApp;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  t = await buildTestApp(
    { logLevel: 'info' },
    {
      logStream: {
        write(line: string) {
          lines.push(JSON.parse(line) as Record<string, unknown>);
        },
      },
    },
  );
});
afterAll(async () => {
  await t.close();
});

describe('request logs', () => {
  it('carry the app’s sid, uid and x-requested-with headers on every line of a request', async () => {
    await t.api.call(API.common.getTimestamp, {}, { headers: { sid: 'device-42', uid: '7', 'x-requested-with': 'XMLHttpRequest' } });
    const mine = lines.filter((line) => line.sid === 'device-42');
    expect(mine.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    for (const line of mine) expect(line).toMatchObject({ uid: '7', requestedWith: 'XMLHttpRequest' });
  });

  it('never log the access token', async () => {
    await t.api.call(API.member.getBalance, {}, { token: 'secret-token-value' });
    expect(JSON.stringify(lines)).not.toContain('secret-token-value');
  });
});

describe('a handler that fails unexpectedly', () => {
  it('answers SERVER_ERROR with a generic message, and logs the real error', async () => {
    const stream = {
      write(line: string) {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      },
    };
    const app = Fastify({ logger: { level: 'error', stream } });
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
      done(null, body);
    });
    const failing = defineCall({
      path: API.common.getSlide,
      request: ZEmpty,
      response: ZOk,
      handler: () => Promise.reject(new Error('database password is hunter2')),
    });
    serveCalls(app, t.deps, [failing]);
    const response = await app.inject({ method: 'POST', url: API.common.getSlide, payload: t.api.envelope.encode({}), headers: { 'accept-language': 'zh-HK' } });
    expect(t.api.envelope.decode(response.body)).toEqual({ code: CODE.SERVER_ERROR, msg: '系統出現問題，請稍後再試。', data: null });
    expect(response.body).not.toContain('hunter2');
    expect(lines.some((line) => JSON.stringify(line).includes('hunter2'))).toBe(true);
    await app.close();
  });
});

describe('behind a proxy', () => {
  it('counts limits per member address from X-Forwarded-For when TRUST_PROXY is set', async () => {
    const proxied = await buildTestApp({ trustProxy: true });
    try {
      const { limit } = proxied.config.limits.existsUsernamePerIp;
      const from = (address: string) =>
        proxied.api.call(API.login.existsUsername, { username: 'demo0001' }, { ip: '127.0.0.1', headers: { 'x-forwarded-for': address } });
      for (let i = 0; i < limit; i += 1) expect((await from('203.0.113.7')).code).toBe(CODE.OK);
      expect((await from('203.0.113.7')).code).toBe(CODE.TOO_MANY_REQUESTS);
      expect((await from('203.0.113.8')).code).toBe(CODE.OK);
    } finally {
      await proxied.close();
    }
  });
});
