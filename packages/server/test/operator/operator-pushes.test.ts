import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import type { Socket } from 'socket.io-client';
import { eq } from 'drizzle-orm';
import { API, CODE, LIVE_EVENT, type TLiveMessage } from '@meridian/protocol';
import { notices } from '../../src/db/schema/index.js';
import type { Config } from '../../src/env.js';
import { runOperator } from '../../src/operator/run-operator.js';
import { startServer, type RunningServer } from '../../src/start-server.js';
import { ApiClient } from '../helpers/api-client.js';
import { deleteRedisKeys, testConfig, type TestApp } from '../helpers/build-test-app.js';
import { connectLive, type LiveClient } from '../helpers/live-client.js';
import { login, newMember, type TestMember } from '../helpers/members.js';
import { createTestDatabase, testDbKind } from '../helpers/test-database.js';

/**
 * The operator's pushes as an operator sends them: `runOperator` is what `npm run operator`
 * runs, against a real server started as `npm start` starts it. On PGlite the command goes
 * through the server's operator channel; on PostgreSQL the command opens the database itself,
 * as the CLI process does, and the server hears the push through the database (live-bus.ts).
 */
let config: Config;
let server: RunningServer;
let t: TestApp;
let dropDatabase: (() => Promise<void>) | undefined;
let alice: TestMember;
let bob: TestMember;
const sockets: Socket[] = [];

beforeAll(async () => {
  // No development chain: nothing here reads one.
  config = testConfig({ port: 0, host: '127.0.0.1', chain: { mode: 'off' } });
  if (testDbKind() === 'postgres') {
    const testDatabase = await createTestDatabase();
    config = { ...config, databaseUrl: testDatabase.url };
    dropDatabase = () => testDatabase.dispose();
  }
  server = await startServer(config);
  t = {
    app: server.app,
    deps: server.app.deps,
    db: server.db,
    config,
    api: new ApiClient(server.app, server.app.deps.envelope),
    close: () => server.close(),
  };
  [alice, bob] = await Promise.all([newMember(t), newMember(t)]);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await server.close();
  await dropDatabase?.();
  if (config.redisUrl) await deleteRedisKeys(config.redisUrl, config.redisKeyPrefix);
  rmSync(config.dataDir, { recursive: true, force: true });
});

function connect(token?: string) {
  return connectLive({ url: server.url, envelope: t.deps.envelope, sockets, token });
}

/** The next message other than the market's 1 Hz price push, which the real server sends throughout. */
async function nextPush(client: LiveClient, timeoutMs = 5000, passedOver: readonly string[] = [LIVE_EVENT.chainCurrencyPrice]): Promise<TLiveMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const message = await client.next(Math.max(1, deadline - Date.now()));
    if (!passedOver.includes(message.event)) return message;
  }
}

/** A second sign-in writes the member a security letter, whose push may reach a socket first. */
const PRICES_AND_LETTERS = [LIVE_EVENT.chainCurrencyPrice, LIVE_EVENT.letter];

describe('operator popup', () => {
  it('reaches only the named member’s sockets, and is not kept as a notice', async () => {
    const [member, otherMember, anonymous] = await Promise.all([connect(alice.token), connect(bob.token), connect()]);

    const direct = await runOperator(config, { name: 'popup', title: 'For Alice', content: '<p>Your <b>bonus</b> is ready</p>', member: alice.username.toUpperCase() });
    expect(direct).toMatchObject({ ok: true, text: `Popup sent to ${alice.username} (member #${alice.id}) on every device they have online.` });
    const broadcast = await runOperator(config, { name: 'popup', title: 'For all', content: 'Maintenance tonight' });
    expect(broadcast.ok).toBe(true);

    expect(await nextPush(member)).toEqual({ event: LIVE_EVENT.noticePopup, content: { title: 'For Alice', content: '<p>Your <b>bonus</b> is ready</p>' } });
    expect(await nextPush(member)).toMatchObject({ event: LIVE_EVENT.noticePopup, content: { title: 'For all' } });
    // The first popup the others get is the one for everyone: Alice's never reached them.
    expect(await nextPush(otherMember)).toMatchObject({ event: LIVE_EVENT.noticePopup, content: { title: 'For all' } });
    expect(await nextPush(anonymous)).toMatchObject({ event: LIVE_EVENT.noticePopup, content: { title: 'For all' } });
    expect(await t.db.select().from(notices).where(eq(notices.title, { 'en-US': 'For Alice' }))).toEqual([]);
  });

  it('for everyone is stored as a popup notice whose id the push carries', async () => {
    const anonymous = await connect();
    const outcome = await runOperator(config, { name: 'popup', title: 'Weekend bonus', content: '<h2>Double</h2><p>All weekend &amp; more</p>' });
    const id = Number(/Notice #(\d+) /.exec(outcome.text)?.[1]);
    expect(outcome).toMatchObject({ ok: true, text: `Notice #${id} stored and sent as a popup to everyone online.`, data: { id } });

    expect(await nextPush(anonymous)).toEqual({
      event: LIVE_EVENT.noticePopup,
      content: { id, title: 'Weekend bonus', content: '<h2>Double</h2><p>All weekend &amp; more</p>' },
    });
    const [row] = await t.db.select().from(notices).where(eq(notices.id, id));
    expect(row).toMatchObject({ title: { 'en-US': 'Weekend bonus' }, content: { 'en-US': '<h2>Double</h2><p>All weekend &amp; more</p>' }, popup: true });
  });

  it('to an unknown member fails with a clear message and sends nothing', async () => {
    const anonymous = await connect();
    expect(await runOperator(config, { name: 'popup', title: 'Lost', content: 'x', member: 'nobody_here' })).toMatchObject({
      ok: false,
      text: 'No member is named "nobody_here"; nothing was sent.',
    });
    await runOperator(config, { name: 'popup', title: 'After', content: 'y' });
    expect(await nextPush(anonymous)).toMatchObject({ content: { title: 'After' } });
  });

  it('too long to push is refused before anything is stored or sent', async () => {
    const outcome = await runOperator(config, { name: 'popup', title: 'Huge', content: '<p>長</p>'.repeat(1200) });
    expect(outcome.ok).toBe(false);
    expect(outcome.text).toMatch(/^The popup is too long to push \(\d+ bytes encoded; at most 7800\)/);
    expect(await t.db.select().from(notices).where(eq(notices.title, { 'en-US': 'Huge' }))).toEqual([]);
  });

  it('with an empty title is refused with words', async () => {
    expect(await runOperator(config, { name: 'popup', title: '  ', content: 'x' })).toMatchObject({ ok: false, text: expect.stringMatching(/^Invalid command: title/) });
  });
});

describe('operator kick', () => {
  it('ends every session of the member and tells each of their sockets before closing it', async () => {
    const member = await newMember(t);
    const secondLogin = String((await login(t, member.username, member.password)).data.accessToken);
    const [phone, tablet, bystander] = await Promise.all([connect(member.token), connect(secondLogin), connect(alice.token)]);
    const closed = Promise.all(
      [phone, tablet].map((client) => new Promise<string>((resolve) => client.socket.once('disconnect', resolve))),
    );

    expect(await runOperator(config, { name: 'kick', username: member.username })).toMatchObject({
      ok: true,
      text: `Ended 2 sessions of ${member.username}; their open app was told it is signed out.`,
    });

    expect(await nextPush(phone, 5000, PRICES_AND_LETTERS)).toEqual({ event: LIVE_EVENT.kickOutMember, content: { reason: 'operator' } });
    expect(await nextPush(tablet, 5000, PRICES_AND_LETTERS)).toEqual({ event: LIVE_EVENT.kickOutMember, content: { reason: 'operator' } });
    expect(await closed).toEqual(['io server disconnect', 'io server disconnect']);
    for (const token of [member.token, secondLogin]) {
      expect((await t.api.call(API.member.getBalance, {}, { token })).code).toBe(CODE.SESSION_INVALID);
    }
    // Someone else's socket heard nothing of it and stays open.
    await runOperator(config, { name: 'popup', title: 'Still here', content: 'x' });
    expect(await nextPush(bystander)).toMatchObject({ event: LIVE_EVENT.noticePopup, content: { title: 'Still here' } });
    expect(bystander.socket.connected).toBe(true);
    expect((await t.api.call(API.member.getBalance, {}, { token: alice.token })).code).toBe(CODE.OK);
  });

  it('of a member without a session, or of nobody, says so', async () => {
    const member = await newMember(t);
    await runOperator(config, { name: 'kick', username: member.username });
    expect(await runOperator(config, { name: 'kick', username: member.username })).toMatchObject({ ok: true, text: `${member.username} had no session to end.` });
    expect(await runOperator(config, { name: 'kick', username: 'nobody_here' })).toMatchObject({
      ok: false,
      text: 'No member is named "nobody_here"; nobody was signed out.',
    });
  });
});

describe('operator maintenance', () => {
  it('switching on and off is pushed to connected sockets', async () => {
    const [visitor, member] = await Promise.all([connect(), connect(bob.token)]);
    await runOperator(config, { name: 'maintenance', on: true, message: 'Upgrading' });
    // The server looks every 3 s; on PostgreSQL it may also trust its settings for 2 s more.
    expect(await nextPush(visitor, 8000)).toEqual({ event: LIVE_EVENT.maintainInfo, content: { maintainStatus: true } });
    expect(await nextPush(member, 8000)).toEqual({ event: LIVE_EVENT.maintainInfo, content: { maintainStatus: true } });
    await runOperator(config, { name: 'maintenance', on: false, message: '' });
    expect(await nextPush(visitor, 8000)).toEqual({ event: LIVE_EVENT.maintainInfo, content: { maintainStatus: false } });
    expect(await nextPush(member, 8000)).toEqual({ event: LIVE_EVENT.maintainInfo, content: { maintainStatus: false } });
  });
});
