import { randomBytes } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, CODE, LIVE_EVENT } from '@meridian/protocol';
import { DEMO_MEMBER } from '../../src/db/seed/seed-demo-data.js';
import { readFeedOwner } from '../../src/market/feed-owner-store.js';
import { deleteRedisKeys } from '../helpers/build-test-app.js';
import { connectLive } from '../helpers/live-client.js';
import { callProcess, processEnvelope } from '../helpers/process-call.js';
import { startServerProcess, stopServerProcess, type ServerProcess } from '../helpers/server-process.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';

/**
 * One build, roles chosen by ROLES (issue 42): three real processes on one PostgreSQL and one Redis,
 * as a deployment splits them. The back process (jobs, feed, chain) runs the price feed; the api
 * process answers calls and takes no socket; the live process takes sockets and answers no call.
 * Each follows the ticks the feed records, and a push made by one reaches a socket on another.
 */
const redisUrl = process.env.REDIS_URL;
const envelope = processEnvelope;
const keyPrefix = `meridian_t_${randomBytes(6).toString('hex')}:`;

const call = (server: ServerProcess, apiPath: string, payload: unknown, token?: string) => callProcess(server.url, apiPath, payload, token);

interface Readiness {
  status: string;
  roles: string[];
  checks: Record<string, boolean>;
}

async function readiness(server: ServerProcess): Promise<Readiness> {
  return (await (await fetch(`${server.url}/readyz`)).json()) as Readiness;
}

describe.runIf(redisUrl)('roles chosen by ROLES, across three processes (PostgreSQL + Redis)', () => {
  let testDb: TestDatabase;
  let back: ServerProcess | undefined;
  let api: ServerProcess | undefined;
  let live: ServerProcess | undefined;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase();
    if (!testDb.url || !redisUrl) throw new Error('needs DATABASE_URL and REDIS_URL');
    const start = (roles: string) => startServerProcess({ DATABASE_URL: testDb.url ?? '', REDIS_URL: redisUrl, REDIS_KEY_PREFIX: keyPrefix, CAPTCHA: 'off', ROLES: roles });
    // The back process first: it migrates and seeds, and takes the feed before the others start.
    back = await start('jobs,feed,chain');
    [api, live] = await Promise.all([start('api'), start('live')]);
  }, 150_000);

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await Promise.all([stopServerProcess(api), stopServerProcess(live), stopServerProcess(back)]);
    await testDb.dispose();
    if (redisUrl) await deleteRedisKeys(redisUrl, keyPrefix);
  }, 30_000);

  it('says on /readyz which roles each process holds, each ready with the checks its roles need', async () => {
    if (!back || !api || !live) throw new Error('servers not started');
    // The api and live processes run no feed: their prices are the back process's recorded ticks.
    const [backReady, apiReady, liveReady] = await Promise.all([readiness(back), readiness(api), readiness(live)]);
    expect(backReady).toEqual({ status: 'ready', roles: ['jobs', 'feed', 'chain'], checks: { database: true, listener: true, clock: true, accepting: true } });
    expect(apiReady).toEqual({ status: 'ready', roles: ['api'], checks: { database: true, priceFeed: true, listener: true, clock: true, accepting: true } });
    expect(liveReady).toEqual({ status: 'ready', roles: ['live'], checks: { database: true, priceFeed: true, listener: true, clock: true, accepting: true } });
  });

  it('runs the price feed in the one process that has the feed role', async () => {
    if (!back) throw new Error('servers not started');
    const owner = await readFeedOwner(testDb.database.db);
    expect(owner?.pid).toBe(back.child.pid);
  });

  it('answers calls only where the api role is, and takes sockets only where the live role is', async () => {
    if (!back || !api || !live) throw new Error('servers not started');
    const quotes = (server: ServerProcess) => call(server, API.chain.getOpenCurrencyList, {});
    expect((await quotes(api)).code).toBe(CODE.OK);
    // Where the api role is not, a call is unknown, as any unknown call is answered.
    expect((await quotes(live)).code).toBe(CODE.NOT_FOUND);
    expect((await quotes(back)).code).toBe(CODE.NOT_FOUND);
    const handshake = (server: ServerProcess) => fetch(`${server.url}/socket.io/?EIO=4&transport=polling`).then((response) => response.status);
    expect(await handshake(live)).toBe(200);
    expect(await handshake(api)).toBe(404);
    expect(await handshake(back)).toBe(404);
  });

  it('pushes prices to a socket on the live process, and a push made by the api process reaches it', async () => {
    if (!api || !live) throw new Error('servers not started');
    const login = await call(api, API.login.login, { username: DEMO_MEMBER.username, password: DEMO_MEMBER.password, captchaId: 'x', captchaX: 1 });
    expect(login.code).toBe(CODE.OK);
    const token = (login.data as { accessToken: string }).accessToken;
    const member = await connectLive({ url: live.url, envelope, sockets, token });
    let message = await member.next(10_000);
    while (message.event !== LIVE_EVENT.chainCurrencyPrice) message = await member.next(10_000);
    expect(Object.keys(message.content as Record<string, unknown>).length).toBeGreaterThanOrEqual(20);

    // The logout is answered by the api process; its kick reaches the socket on the live process through Redis.
    expect((await call(api, API.member.logout, {}, token)).code).toBe(CODE.OK);
    message = await member.next(10_000);
    // Prices, and the sign-in's security letter, may come first.
    while (message.event === LIVE_EVENT.chainCurrencyPrice || message.event === LIVE_EVENT.letter) message = await member.next(10_000);
    expect(message).toEqual({ event: LIVE_EVENT.kickOutMember, content: { reason: 'logout' } });
  }, 60_000);

  it('stops cleanly on SIGTERM whatever its roles, the api process (no socket server of its own) included', async () => {
    // Each exits 0: the api process's live hub, never attached to HTTP, closes only its adapters.
    expect(await Promise.all([stopServerProcess(api), stopServerProcess(live), stopServerProcess(back)])).toEqual([0, 0, 0]);
  }, 30_000);
});
