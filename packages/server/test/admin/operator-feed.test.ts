import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_PATH } from '@meridian/protocol';
import { OPERATOR_NAMESPACE } from '../../src/live/live-hub.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { newMember } from '../helpers/members.js';
import { createManualClock } from '../market/manual-clock.js';
import { pendingRecharge, pendingWithdrawal, readyToWithdraw } from '../operator/money-orders.js';
import { enrolledOperator } from './console-client.js';

const clock = createManualClock(Date.parse('2026-11-24T08:00:00Z'));
let t: TestApp;
let url: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await buildTestApp({}, { marketClock: clock });
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});
afterAll(async () => {
  await t.close();
});

/** The operators' namespace as a console opens it: with the console's cookie. */
function connect(cookie: string | null): Socket {
  const socket = io(`${url}${OPERATOR_NAMESPACE}`, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    reconnection: false,
    ...(cookie === null ? {} : { extraHeaders: { cookie } }),
  });
  sockets.push(socket);
  return socket;
}

const connected = (socket: Socket) =>
  new Promise<'connected' | 'refused'>((resolve) => {
    socket.on('connect', () => {
      resolve('connected');
    });
    socket.on('connect_error', () => {
      resolve('refused');
    });
  });

describe("the operators' live channel", () => {
  it('tells a finance console of a new withdrawal and the queue growing, at once', async () => {
    const { browser } = await enrolledOperator(t, clock, 'live-finance', 'finance');
    const socket = connect(browser.cookie);
    expect(await connected(socket)).toBe('connected');
    const toast = new Promise<unknown>((resolve) => socket.once('withdrawal', resolve));
    const counts: { count: number }[] = [];
    socket.on('pending', (queue: { count: number }) => counts.push(queue));

    const member = await newMember(t);
    await pendingRecharge(t, member, '60.00');
    const card = await readyToWithdraw(t, member, '200.00');
    const orderNo = await pendingWithdrawal(t, member, card, '50.00');
    expect(await toast).toMatchObject({ orderNo, username: member.username, amount: '50.00' });
    await expect.poll(() => counts.at(-1)?.count, { timeout: 5000 }).toBeGreaterThanOrEqual(2);
  });

  it('refuses sockets without a console session, and roles that do not work the queue', async () => {
    expect(await connected(connect(null))).toBe('refused');
    expect(await connected(connect('meridian_console=forged'))).toBe('refused');
    const { browser } = await enrolledOperator(t, clock, 'live-content', 'content');
    expect(await connected(connect(browser.cookie))).toBe('refused');
  });
});
