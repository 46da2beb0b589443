import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Socket } from 'socket.io-client';
import { API, LIVE_EVENT } from '@meridian/protocol';
import { watchMaintenance } from '../../src/live/watch-maintenance.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { connectLive } from '../helpers/live-client.js';
import { newMember, type TestMember } from '../helpers/members.js';

let t: TestApp;
let url: string;
let alice: TestMember;
let bob: TestMember;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  [alice, bob] = await Promise.all([newMember(t), newMember(t)]);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
});

function connect(token?: string) {
  return connectLive({ url, envelope: t.deps.envelope, sockets, token });
}

describe('the live channel', () => {
  it('sends a member’s pushes to that member only, and public pushes to everyone', async () => {
    const [member, otherMember, anonymous] = await Promise.all([connect(alice.token), connect(bob.token), connect()]);
    t.deps.live.publish(LIVE_EVENT.noticePopup, { title: 'For Alice', content: '<p>hello</p>' }, { memberId: alice.id });
    t.deps.live.publish(LIVE_EVENT.noticePopup, { title: 'For all', content: 'news' });

    expect(await member.next()).toEqual({ event: LIVE_EVENT.noticePopup, content: { title: 'For Alice', content: '<p>hello</p>' } });
    expect(await member.next()).toMatchObject({ content: { title: 'For all' } });
    // The first message the others get is the public one: Alice's never reached them.
    expect(await otherMember.next()).toMatchObject({ content: { title: 'For all' } });
    expect(await anonymous.next()).toMatchObject({ content: { title: 'For all' } });
  });

  it('treats an invalid token as an anonymous visitor', async () => {
    const visitor = await connect('not-a-token');
    t.deps.live.publish(LIVE_EVENT.noticePopup, { title: 'Private', content: '' }, { memberId: alice.id });
    t.deps.live.publish(LIVE_EVENT.chainCurrencyPrice, { BTC: ['65000.5', '64000'] });
    expect(await visitor.next()).toEqual({ event: LIVE_EVENT.chainCurrencyPrice, content: { BTC: ['65000.5', '64000'] } });
  });

  it('tells a login’s sockets it was logged out, then closes them', async () => {
    const member = await newMember(t);
    const live = await connect(member.token);
    const closed = new Promise<void>((resolve) => {
      live.socket.once('disconnect', () => {
        resolve();
      });
    });
    await t.api.call(API.member.logout, {}, { token: member.token });
    expect(await live.next()).toEqual({ event: LIVE_EVENT.kickOutMember, content: { reason: 'logout' } });
    await closed;
  });

  it('pushes maintenance switching on to connected sockets', async () => {
    const visitor = await connect();
    const reads = vi.spyOn(t.deps.settings, 'get');
    const stop = watchMaintenance(t.deps.settings, t.deps.live, 50, (error) => {
      throw error;
    });
    try {
      // The watcher has read the state it compares with: a change from now on is one it pushes.
      await vi.waitFor(
        () => {
          expect(reads.mock.settledResults).toContainEqual({ type: 'fulfilled', value: expect.objectContaining({ maintainStatus: false }) });
        },
        { timeout: 5_000, interval: 10 },
      );
      await t.deps.settings.set('maintenance', { maintainStatus: true, message: 'Back soon', until: null });
      expect(await visitor.next()).toEqual({ event: LIVE_EVENT.maintainInfo, content: { maintainStatus: true } });
      await t.deps.settings.set('maintenance', { maintainStatus: false, message: '', until: null });
      expect(await visitor.next()).toEqual({ event: LIVE_EVENT.maintainInfo, content: { maintainStatus: false } });
    } finally {
      stop();
      reads.mockRestore();
    }
  });
});
