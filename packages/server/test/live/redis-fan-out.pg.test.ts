import { randomBytes } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, CODE, LIVE_EVENT } from '@meridian/protocol';
import { DEMO_MEMBER } from '../../src/db/seed/seed-demo-data.js';
import { deleteRedisKeys } from '../helpers/build-test-app.js';
import { connectLive } from '../helpers/live-client.js';
import { callProcess, processEnvelope } from '../helpers/process-call.js';
import { startServerProcess, stopServerProcess, type ServerProcess } from '../helpers/server-process.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';

/**
 * Two real server processes on one PostgreSQL and one Redis, as behind a load balancer: a push
 * emitted by one process reaches a socket connected to the other through the Redis adapter.
 */
const redisUrl = process.env.REDIS_URL;
const envelope = processEnvelope;
const keyPrefix = `meridian_t_${randomBytes(6).toString('hex')}:`;

function startProcess(databaseUrl: string, redis: string): Promise<ServerProcess> {
  return startServerProcess({ DATABASE_URL: databaseUrl, REDIS_URL: redis, REDIS_KEY_PREFIX: keyPrefix, CAPTCHA: 'off' });
}

const call = (server: ServerProcess, apiPath: string, payload: unknown, token?: string) => callProcess(server.url, apiPath, payload, token);

const stopProcess = stopServerProcess;

describe.runIf(redisUrl)('live pushes across two server processes (PostgreSQL + Redis)', () => {
  let testDb: TestDatabase;
  let one: ServerProcess | undefined;
  let two: ServerProcess | undefined;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase();
    if (!testDb.url || !redisUrl) throw new Error('needs DATABASE_URL and REDIS_URL');
    // One after the other: the first migrates and seeds, the second finds it done.
    one = await startProcess(testDb.url, redisUrl);
    two = await startProcess(testDb.url, redisUrl);
  }, 150_000);

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await Promise.all([stopProcess(one), stopProcess(two)]);
    await testDb.dispose();
    if (redisUrl) await deleteRedisKeys(redisUrl, keyPrefix);
  }, 30_000);

  it('a member connected to one process is told by the other that their session ended', async () => {
    if (!one || !two) throw new Error('servers not started');
    const login = await call(one, API.login.login, { username: DEMO_MEMBER.username, password: DEMO_MEMBER.password, captchaId: 'x', captchaX: 1 });
    expect(login.code).toBe(CODE.OK);
    const token = (login.data as { accessToken: string }).accessToken;
    const member = await connectLive({ url: one.url, envelope, sockets, token });

    // The logout is answered by the OTHER process; its kick reaches this socket through Redis.
    expect((await call(two, API.member.logout, {}, token)).code).toBe(CODE.OK);
    let message = await member.next(10_000);
    // Prices, and the sign-in's security letter (its push may come through NOTIFY after the socket joined), come first.
    while (message.event === LIVE_EVENT.chainCurrencyPrice || message.event === LIVE_EVENT.letter) message = await member.next(10_000);
    expect(message).toEqual({ event: LIVE_EVENT.kickOutMember, content: { reason: 'logout' } });
  }, 60_000);

  it('both processes push prices from the one feed', async () => {
    if (!one || !two) throw new Error('servers not started');
    const first = await connectLive({ url: one.url, envelope, sockets });
    const second = await connectLive({ url: two.url, envelope, sockets });
    const priceOf = async (client: typeof first) => {
      let message = await client.next(5_000);
      while (message.event !== LIVE_EVENT.chainCurrencyPrice) message = await client.next(5_000);
      return message.content as Record<string, [string, string]>;
    };
    const [a, b] = await Promise.all([priceOf(first), priceOf(second)]);
    expect(Object.keys(a).length).toBeGreaterThanOrEqual(20);
    expect(Object.keys(b).sort()).toEqual(Object.keys(a).sort());
  }, 30_000);
});
