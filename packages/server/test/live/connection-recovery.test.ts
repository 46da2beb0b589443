import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { API, LIVE_EVENT } from '@meridian/protocol';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { startCuttableProxy, type CuttableProxy } from '../helpers/cuttable-proxy.js';
import { newMember, type TestMember } from '../helpers/members.js';
import { connectRecovering } from '../helpers/recovering-client.js';
import { until } from '../helpers/until.js';
import { announceLivePush } from '../../src/live/live-bus.js';
import { sql } from 'drizzle-orm';

/**
 * Issue 42: a live client whose connection drops for a few seconds misses nothing. The connection is
 * cut as a network cuts it (a TCP proxy drops both sides, then refuses the client's retries while
 * pushes are made), and comes back by itself: every push of the gap arrives once, in order, and
 * the next ones follow. On PGlite the process keeps the missed pushes; on PostgreSQL with Redis, the
 * Redis stream does (the same test runs on both).
 */
let t: TestApp;
let proxy: CuttableProxy;
let alice: TestMember;
let bob: TestMember;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  proxy = await startCuttableProxy(address.port);
  [alice, bob] = await Promise.all([newMember(t), newMember(t)]);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await proxy.close();
  await t.close();
});

const notice = (title: string) => ({ title, content: '' });
/** Cuts every connection and refuses the retries until the server has seen its socket go: what it pushes now can only be kept for later. */
async function cutOff(): Promise<void> {
  const connected = t.deps.live.socketCount();
  proxy.refuse(true);
  proxy.cut();
  await until(() => t.deps.live.socketCount() < connected, { timeoutMs: 5_000, what: 'the server to see the socket go' });
}

describe('a live client that loses its connection for a few seconds', () => {
  it('gets every push of the gap once and in order when it comes back, and the next ones', async () => {
    const client = await connectRecovering(proxy.url, t.deps.envelope, alice.token);
    sockets.push(client.socket);
    t.deps.live.publish(LIVE_EVENT.noticePopup, notice('before'), { memberId: alice.id });
    await until(() => client.titles().includes('before'), { timeoutMs: 5_000, what: 'the first push' });

    await cutOff();
    t.deps.live.publish(LIVE_EVENT.noticePopup, notice('gap, for Alice'), { memberId: alice.id });
    t.deps.live.publish(LIVE_EVENT.noticePopup, notice('gap, for all'));
    t.deps.live.publish(LIVE_EVENT.noticePopup, notice('gap, for Bob'), { memberId: bob.id });
    proxy.refuse(false);

    await until(() => client.socket.connected, { timeoutMs: 10_000, what: 'the client to come back' });
    expect(client.socket.recovered).toBe(true);
    t.deps.live.publish(LIVE_EVENT.noticePopup, notice('after'), { memberId: alice.id });
    await until(() => client.titles().includes('after'), { timeoutMs: 5_000, what: 'the push after' });
    expect(client.titles()).toEqual(['before', 'gap, for Alice', 'gap, for all', 'after']);
  });

  it('is sent, once, the pushes announced on the live bus while it was away (an operator’s popup, the CLI’s, a job’s)', async () => {
    const client = await connectRecovering(proxy.url, t.deps.envelope, alice.token);
    sockets.push(client.socket);
    const announce = (title: string) => announceLivePush(t.deps.db, { kind: 'push', event: LIVE_EVENT.noticePopup, content: notice(title), memberId: alice.id });
    await announce('bus, before');
    await until(() => client.titles().includes('bus, before'), { timeoutMs: 5_000, what: 'the first push' });

    await cutOff();
    await announce('bus, in the gap');
    await announceLivePush(t.deps.db, { kind: 'push', event: LIVE_EVENT.noticePopup, content: notice('bus, in the gap, for all') });
    // Heard and emitted (to nobody connected) before the client comes back.
    await t.deps.db.execute(sql`select 1`);
    proxy.refuse(false);

    await until(() => client.socket.connected, { timeoutMs: 10_000, what: 'the client to come back' });
    expect(client.socket.recovered).toBe(true);
    await announce('bus, after');
    await until(() => client.titles().includes('bus, after'), { timeoutMs: 5_000, what: 'the push after' });
    expect(client.titles()).toEqual(['bus, before', 'bus, in the gap', 'bus, in the gap, for all', 'bus, after']);
  });

  it('comes back as itself even when nothing but its greeting reached it before the drop', async () => {
    const client = await connectRecovering(proxy.url, t.deps.envelope, alice.token);
    sockets.push(client.socket);
    await until(() => client.received.length > 0, { timeoutMs: 5_000, what: 'the greeting' });
    // Then what every process emits to its own sockets alone, as the prices every second: it must not
    // stand for the client's place in the kept pushes.
    t.deps.live.publish(LIVE_EVENT.noticePopup, notice('local'), { localOnly: true });
    await until(() => client.titles().includes('local'), { timeoutMs: 5_000, what: 'the local push' });
    await cutOff();
    t.deps.live.publish(LIVE_EVENT.noticePopup, notice('missed, for Alice'), { memberId: alice.id });
    proxy.refuse(false);
    await until(() => client.titles().includes('missed, for Alice'), { timeoutMs: 10_000, what: 'the missed push' });
    expect(client.socket.recovered).toBe(true);
    expect(client.titles()).toEqual(['local', 'missed, for Alice']);
  });

  it('keeps no member room for a login that ended while it was away', async () => {
    const client = await connectRecovering(proxy.url, t.deps.envelope, bob.token);
    sockets.push(client.socket);
    await until(() => client.received.length > 0, { timeoutMs: 5_000, what: 'the greeting' });
    await cutOff();
    // The login ends while the socket is away (its kick goes to sockets of the login that are connected).
    expect((await t.api.call(API.member.logout, {}, { token: bob.token })).code).toBe(200);
    proxy.refuse(false);

    await until(() => client.socket.connected, { timeoutMs: 10_000, what: 'the client to come back' });
    // It came back as itself (the path under test), with its token checked again: no longer Bob's.
    expect(client.socket.recovered).toBe(true);
    t.deps.live.publish(LIVE_EVENT.noticePopup, notice('for Bob, after his logout'), { memberId: bob.id });
    t.deps.live.publish(LIVE_EVENT.noticePopup, notice('for all, after'));
    await until(() => client.titles().includes('for all, after'), { timeoutMs: 5_000, what: 'the public push' });
    expect(client.titles()).not.toContain('for Bob, after his logout');
  });
});
