// PostgreSQL only (a *.pg.test.ts file): two processes cannot share one embedded PGlite folder.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { LIVE_EVENT } from '@meridian/protocol';
import type { TestApp } from '../helpers/build-test-app.js';
import { startCuttableProxy, type CuttableProxy } from '../helpers/cuttable-proxy.js';
import { newMember, type TestMember } from '../helpers/members.js';
import { connectRecovering } from '../helpers/recovering-client.js';
import { buildTwoTestApps, type TwoTestApps } from '../helpers/two-test-apps.js';
import { until } from '../helpers/until.js';

/**
 * Issue 42: a client whose process goes away comes back through the load balancer to another
 * process and is still sent what it missed: the session and the pushes are in the Redis stream,
 * not in the process it left. Two processes on one PostgreSQL and one Redis; a TCP proxy stands for
 * the balancer, cuts the connection, and sends the client back to the other process.
 */
const redisUrl = process.env.REDIS_URL;

describe.runIf(redisUrl)('a live client that comes back to another process (PostgreSQL + Redis)', () => {
  let apps: TwoTestApps;
  let a: TestApp;
  let b: TestApp;
  let proxy: CuttableProxy;
  let member: TestMember;
  const sockets: Socket[] = [];
  const portOf = (t: TestApp) => {
    const address = t.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    return address.port;
  };

  beforeAll(async () => {
    apps = await buildTwoTestApps();
    ({ a, b } = apps);
    await a.app.listen({ port: 0, host: '127.0.0.1' });
    await b.app.listen({ port: 0, host: '127.0.0.1' });
    proxy = await startCuttableProxy(portOf(a));
    member = await newMember(a);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await proxy.close();
    await apps.close();
  });

  it('is sent, by the other process, what both processes pushed while it was away, once each, and what follows', async () => {
    const notice = (title: string) => ({ title, content: '' });
    const client = await connectRecovering(proxy.url, a.deps.envelope, member.token);
    sockets.push(client.socket);
    a.deps.live.publish(LIVE_EVENT.noticePopup, notice('before'), { memberId: member.id });
    await until(() => client.titles().includes('before'), { timeoutMs: 5_000, what: 'the first push' });

    proxy.refuse(true);
    proxy.cut();
    await until(() => a.deps.live.socketCount() === 0, { timeoutMs: 5_000, what: 'process A to see the socket go' });
    a.deps.live.publish(LIVE_EVENT.noticePopup, notice('from A, in the gap'), { memberId: member.id });
    b.deps.live.publish(LIVE_EVENT.noticePopup, notice('from B, in the gap'), { memberId: member.id });
    // The balancer now sends the client to B.
    proxy.target(portOf(b));
    proxy.refuse(false);

    await until(() => client.socket.connected && b.deps.live.socketCount() === 1, { timeoutMs: 10_000, what: 'the client to come back to B' });
    expect(client.socket.recovered).toBe(true);
    a.deps.live.publish(LIVE_EVENT.noticePopup, notice('from A, after'), { memberId: member.id });
    await until(() => client.titles().includes('from A, after'), { timeoutMs: 10_000, what: 'the push after, through Redis' });
    expect(client.titles()).toEqual(['before', 'from A, in the gap', 'from B, in the gap', 'from A, after']);
  });
});
