import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { API, CODE, SOCKET_PATH, ZEmpty, ZOk } from '@meridian/protocol';
import { defineCall } from '../../src/http/define-call.js';
import { serveCalls } from '../../src/http/serve-calls.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { newMember } from '../helpers/members.js';

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

  it('never log the live channel’s token, which comes in its address, whichever way the address is asked for', async () => {
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { token } = await newMember(t);
    // The app's way: polling first, then the upgrade, the token in the query of each request.
    const socket: Socket = io(url, { path: SOCKET_PATH, query: { token }, transports: ['polling', 'websocket'], reconnection: false });
    const upgraded = new Promise<void>((resolve) => {
      socket.io.engine.once('upgrade', () => {
        resolve();
      });
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      await upgraded;
    } finally {
      socket.disconnect();
    }
    // Addresses the channel does not answer reach the routes, and their request lines.
    await fetch(`${url}/socket.io?EIO=4&transport=polling&token=${token}`);
    await fetch(`${url}/api/member/getBalance?token=${token}&accessToken=${token}`, { method: 'POST', headers: { accessToken: token, cookie: `meridian_console=${token}` } });
    expect(JSON.stringify(lines)).not.toContain(token);
    // The lines are there, with the token's place said.
    const urls = lines.map((line) => (line.req as { url?: string } | undefined)?.url ?? '');
    expect(urls).toContain('/socket.io?EIO=4&transport=polling&token=[redacted]');
    expect(urls).toContain('/api/member/getBalance?token=[redacted]&accessToken=[redacted]');
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
