// PostgreSQL only (a *.pg.test.ts file): two processes cannot share one embedded PGlite folder.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { API, CODE, LIVE_EVENT } from '@meridian/protocol';
import { openDatabase, type Database } from '../../src/db/client.js';
import { seedDemoData } from '../../src/db/seed/seed-demo-data.js';
import { runCommand } from '../../src/operator/operator-commands.js';
import { buildTestAppOn, testConfig, type TestApp } from '../helpers/build-test-app.js';
import { connectLive } from '../helpers/live-client.js';
import { newMember } from '../helpers/members.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';

/**
 * Two server processes on one PostgreSQL database (with Redis when REDIS_URL is set, so the
 * socket.io adapter fans out too) and an operator command run on a third connection of its own,
 * as the CLI process runs it: every socket gets a push exactly once, whichever process holds it.
 */
describe('operator pushes with two server processes', () => {
  let testDb: TestDatabase;
  let secondDatabase: Database;
  let cliDatabase: Database;
  let a: TestApp;
  let b: TestApp;
  let urlA: string;
  let urlB: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase();
    const config = testConfig();
    await seedDemoData(testDb.database.db, config.passwordCost);
    if (!testDb.url) throw new Error('a PostgreSQL test database has a URL');
    secondDatabase = await openDatabase({ kind: 'postgres', url: testDb.url, poolSize: 4 });
    cliDatabase = await openDatabase({ kind: 'postgres', url: testDb.url, poolSize: 1 });
    a = await buildTestAppOn(testDb.database, config);
    // Same Redis key prefix: one deployment of two processes.
    b = await buildTestAppOn(secondDatabase, { ...testConfig(), redisKeyPrefix: config.redisKeyPrefix });
    urlA = await a.app.listen({ port: 0, host: '127.0.0.1' });
    urlB = await b.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await a.close();
    await b.close();
    await cliDatabase.close();
    await secondDatabase.close();
    await testDb.dispose();
  });

  const connect = (url: string, token?: string) => connectLive({ url, envelope: a.deps.envelope, sockets, token });

  it('a popup for everyone reaches the sockets of both processes once each', async () => {
    const [onA, onB] = await Promise.all([connect(urlA), connect(urlB)]);
    expect((await runCommand(cliDatabase.db, { name: 'popup', title: 'First', content: 'one' })).ok).toBe(true);
    await runCommand(cliDatabase.db, { name: 'popup', title: 'Second', content: 'two' });
    for (const client of [onA, onB]) {
      expect(await client.next()).toMatchObject({ event: LIVE_EVENT.noticePopup, content: { title: 'First' } });
      // Not the first one again (once per process, or once more through Redis): the next one.
      expect(await client.next()).toMatchObject({ event: LIVE_EVENT.noticePopup, content: { title: 'Second' } });
    }
  });

  it('a popup for one member reaches their sockets on the other process, and no one else', async () => {
    const member = await newMember(a);
    const [memberOnB, memberOnA, visitorOnB] = await Promise.all([connect(urlB, member.token), connect(urlA, member.token), connect(urlB)]);
    await runCommand(cliDatabase.db, { name: 'popup', title: 'Yours', content: 'only', member: member.username });
    await runCommand(cliDatabase.db, { name: 'popup', title: 'Everyone', content: 'all' });
    for (const client of [memberOnB, memberOnA]) {
      expect(await client.next()).toEqual({ event: LIVE_EVENT.noticePopup, content: { title: 'Yours', content: 'only' } });
      expect(await client.next()).toMatchObject({ content: { title: 'Everyone' } });
    }
    expect(await visitorOnB.next()).toMatchObject({ content: { title: 'Everyone' } });
  });

  it('a kick ends the sessions everywhere and closes the member’s sockets on both processes', async () => {
    const member = await newMember(a);
    const [onA, onB] = await Promise.all([connect(urlA, member.token), connect(urlB, member.token)]);
    expect(await b.api.call(API.member.getBalance, {}, { token: member.token })).toMatchObject({ code: CODE.OK });
    const closed = Promise.all([onA, onB].map((client) => new Promise<string>((resolve) => client.socket.once('disconnect', resolve))));

    expect((await runCommand(cliDatabase.db, { name: 'kick', username: member.username })).ok).toBe(true);

    for (const client of [onA, onB]) {
      // A sign-in's security letter, announced through NOTIFY, may reach a socket that joined after it.
      let message = await client.next();
      while (message.event === LIVE_EVENT.letter) message = await client.next();
      expect(message).toEqual({ event: LIVE_EVENT.kickOutMember, content: { reason: 'operator' } });
    }
    expect(await closed).toEqual(['io server disconnect', 'io server disconnect']);
    // Process B had remembered the session; the NOTIFY of the revocation made it forget.
    await expect.poll(async () => (await b.api.call(API.member.getBalance, {}, { token: member.token })).code, { timeout: 10_000 }).toBe(CODE.SESSION_INVALID);
  });
});
