import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_EVENT, LIVE_EVENTS, isLiveEventName, parseLivePush, type LiveEventName, type LivePushOf } from '@meridian/protocol';
import { announceLivePush, LIVE_BUS_CHANNEL, type LiveBusMessage } from '../../src/live/live-bus.js';
import type { LiveHub, OperatorNamespace } from '../../src/live/live-hub.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { connectLive } from '../helpers/live-client.js';
import { newMember, type TestMember } from '../helpers/members.js';

let t: TestApp;
let url: string;
let alice: TestMember;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  alice = await newMember(t);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
});

/** One push of every event the contract names: the type makes a new event add its own here. */
const SAMPLES: { [E in LiveEventName]: LivePushOf<E> } = {
  [LIVE_EVENT.kickOutMember]: { reason: 'operator' },
  [LIVE_EVENT.maintainInfo]: { maintainStatus: true },
  [LIVE_EVENT.chainCurrencyPrice]: { 'BTC/USDT': ['65000.5', '64000'] },
  [LIVE_EVENT.contractShortSettlement]: {
    orderId: 41,
    allname: 'BTC/USDT',
    direction: 'down',
    amount: '100.00',
    purchasePrice: '65000.10',
    settlePrice: '64990.00',
    profit: '90.00',
    status: 'won',
    settledAt: 1_700_000_000_000,
  },
  [LIVE_EVENT.noticePopup]: { id: 3, title: 'Weekend bonus', content: '<p>Double</p>' },
  [LIVE_EVENT.supportMessage]: { id: 9, from: 'support', text: 'Hello', imageUrl: '', createdAt: 1_700_000_000_000 },
  [LIVE_EVENT.moneyChange]: { subject: 'withdrawal' },
  [LIVE_EVENT.letter]: { id: 12 },
  [LIVE_EVENT.chainDeposit]: { network: 'ERC20', txHash: '0xabc', logIndex: 0, amount: '12.5', status: 'seen', confirmations: 2, confirmationsNeeded: 12 },
  [LIVE_EVENT.notification]: { id: 7, kind: 'priceAlert' },
};

describe('live pushes typed by the protocol’s map', () => {
  it('delivers every event’s publish to a socket in the shape its schema reads', async () => {
    const member = await connectLive({ url, envelope: t.deps.envelope, sockets, token: alice.token });
    // Every event of the map, the price push and the kick-out too (a publish does not close the socket).
    const events = Object.keys(LIVE_EVENTS).filter(isLiveEventName);
    expect(events).toHaveLength(Object.keys(SAMPLES).length);
    for (const event of events) {
      t.deps.live.publish(event, SAMPLES[event], { memberId: alice.id });
      const message = await member.next();
      expect(parseLivePush(message)).toEqual({ event, content: SAMPLES[event] });
    }
  });

  it('drops a push the bus carries that its event’s schema refuses, and delivers the rest of its notification', async () => {
    const member = await connectLive({ url, envelope: t.deps.envelope, sockets, token: alice.token });
    // What another version of the server, or a hand-written NOTIFY, could send: a letter whose id is no number.
    const payload = JSON.stringify({
      kind: 'pushes',
      pushes: [
        { event: LIVE_EVENT.letter, content: { id: 'twelve' }, memberId: alice.id },
        { event: 'sys_push_unknown', content: {}, memberId: alice.id },
        { event: LIVE_EVENT.letter, content: SAMPLES[LIVE_EVENT.letter], memberId: alice.id },
      ],
    });
    await t.deps.db.execute(sql`select pg_notify(${LIVE_BUS_CHANNEL}, ${payload})`);

    expect(await member.next()).toEqual({ event: LIVE_EVENT.letter, content: SAMPLES[LIVE_EVENT.letter] });
    // Nothing else came of that notification: the next message is the one announced after it.
    await announceLivePush(t.deps.db, { kind: 'push', event: LIVE_EVENT.moneyChange, content: SAMPLES[LIVE_EVENT.moneyChange], memberId: alice.id });
    expect(await member.next()).toEqual({ event: LIVE_EVENT.moneyChange, content: SAMPLES[LIVE_EVENT.moneyChange] });
  });

  it('accepts only each event’s own payload where pushes are made (checked by tsc on this file)', () => {
    const published: unknown[] = [];
    const live: Pick<LiveHub, 'publish'> = {
      publish: (event, content) => {
        published.push({ event, content });
      },
    };
    live.publish(LIVE_EVENT.letter, { id: 7 });
    // @ts-expect-error a letter push carries the letter's id, not a maintenance flag
    live.publish(LIVE_EVENT.letter, { maintainStatus: true });
    // @ts-expect-error an event the protocol's map does not name
    live.publish('sys_push_unknown', { id: 7 });
    // @ts-expect-error a money change names one of its subjects
    live.publish(LIVE_EVENT.moneyChange, { subject: 'lottery' });

    const bus: LiveBusMessage[] = [
      { kind: 'push', event: LIVE_EVENT.noticePopup, content: { title: 'Hello', content: 'news' } },
      // @ts-expect-error the NOTIFY bus carries the same typed pushes: a popup has a title
      { kind: 'push', event: LIVE_EVENT.noticePopup, content: { content: 'news' } },
    ];

    const emitted: unknown[] = [];
    const operators: Pick<OperatorNamespace, 'emit'> = {
      emit: (room, event, content) => {
        emitted.push({ room, event, content });
      },
    };
    operators.emit('queue', 'pending', { count: 2, oldestAt: null });
    // @ts-expect-error the operator channel's `approvals` carries a count, not the queue's oldest order
    operators.emit('approvals', 'approvals', { oldestAt: null });
    // @ts-expect-error an event the operator channel's map does not name
    operators.emit('queue', 'withdrawals', {});

    expect(published).toHaveLength(4);
    expect(bus).toHaveLength(2);
    expect(emitted).toHaveLength(3);
  });
});
