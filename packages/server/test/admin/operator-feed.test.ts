import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_NAMESPACE, SOCKET_PATH } from '@meridian/protocol';
import { writeSetting } from '../../src/settings/settings-store.js';
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

  it('refuses sockets without a console session', async () => {
    expect(await connected(connect(null))).toBe('refused');
    expect(await connected(connect('meridian_console=forged'))).toBe('refused');
  });

  it('tells the consoles of those who decide approvals how many wait, as one is asked for and decided', async () => {
    await writeSetting(t.db, 'fourEyes', { adjustmentAbove: '1000', withdrawalAbove: '20' });
    const maker = (await enrolledOperator(t, clock, 'live-maker', 'finance')).browser;
    const checker = (await enrolledOperator(t, clock, 'live-checker', 'finance')).browser;
    // Content decides content's changes of terms: it hears the count, but not the queue.
    const { browser: content } = await enrolledOperator(t, clock, 'live-content', 'content');
    const sockets = [connect(checker.cookie), connect(content.cookie)];
    // Both listened to at once: the second may connect while the first is awaited.
    expect(await Promise.all(sockets.map(connected))).toEqual(['connected', 'connected']);
    const heard = sockets.map((socket) => {
      const counts: number[] = [];
      socket.on('approvals', (waiting: { count: number }) => counts.push(waiting.count));
      return counts;
    });
    const contentQueue: unknown[] = [];
    sockets[1]?.on('pending', (queue: unknown) => contentQueue.push(queue));

    const member = await newMember(t);
    const card = await readyToWithdraw(t, member, '200.00');
    const orderNo = await pendingWithdrawal(t, member, card, '50.00');
    const held = await maker.send('POST', `/admin/withdrawals/${orderNo}/pay`, { body: { reason: 'Checked with the member' } });
    expect(held.status).toBe(202);
    for (const counts of heard) await expect.poll(() => counts.at(-1), { timeout: 5000 }).toBe(1);
    const { approvalId } = held.body.data as { approvalId: number };
    expect((await checker.send('POST', `/admin/approvals/${approvalId}/approve`, { body: {} })).status).toBe(200);
    for (const counts of heard) await expect.poll(() => counts.at(-1), { timeout: 5000 }).toBe(0);
    expect(contentQueue).toEqual([]);
  });

  it("tells the other clerks' consoles at once who took an order, that it was let go, and that it was decided (through an approval too)", async () => {
    await writeSetting(t.db, 'fourEyes', { adjustmentAbove: '1000', withdrawalAbove: '20' });
    const ann = (await enrolledOperator(t, clock, 'live-ann', 'finance')).browser;
    const bob = (await enrolledOperator(t, clock, 'live-bob', 'finance')).browser;
    // Support works no queue: it hears none of it.
    const { browser: support } = await enrolledOperator(t, clock, 'live-support', 'support');
    const [bobs, supports] = [connect(bob.cookie), connect(support.cookie)];
    expect(await Promise.all([bobs, supports].map(connected))).toEqual(['connected', 'connected']);
    const heard: unknown[] = [];
    bobs.on('order', (push: unknown) => heard.push(push));
    const supportHeard: unknown[] = [];
    supports.on('order', (push: unknown) => supportHeard.push(push));
    const heardAbout = (orderNo: string) => heard.filter((push) => (push as { orderNo: string }).orderNo === orderNo);

    const member = await newMember(t);
    const recharge = await pendingRecharge(t, member, '60.00');
    expect((await ann.send('POST', `/admin/pending/${recharge}/claim`, { body: {} })).status).toBe(200);
    await expect.poll(() => heardAbout(recharge), { timeout: 5000 }).toEqual([
      { orderNo: recharge, claim: { claimedBy: 'console:live-ann', claimedAt: expect.any(String) }, decided: false },
    ]);
    expect((await ann.send('DELETE', `/admin/pending/${recharge}/claim`)).status).toBe(200);
    await expect.poll(() => heardAbout(recharge).at(-1), { timeout: 5000 }).toEqual({ orderNo: recharge, claim: null, decided: false });
    expect((await ann.send('POST', `/admin/recharges/${recharge}/approve`, { body: {} })).status).toBe(200);
    await expect.poll(() => heardAbout(recharge).at(-1), { timeout: 5000 }).toEqual({ orderNo: recharge, claim: null, decided: true });

    // A payment held for a second operator leaves the order waiting; the approval that pays it decides it.
    const card = await readyToWithdraw(t, member, '200.00');
    const withdrawal = await pendingWithdrawal(t, member, card, '50.00');
    const held = await ann.send('POST', `/admin/withdrawals/${withdrawal}/pay`, { body: { reason: 'Checked with the member' } });
    expect(held.status).toBe(202);
    const { approvalId } = held.body.data as { approvalId: number };
    expect((await bob.send('POST', `/admin/approvals/${approvalId}/approve`, { body: {} })).status).toBe(200);
    await expect.poll(() => heardAbout(withdrawal), { timeout: 5000 }).toEqual([{ orderNo: withdrawal, claim: null, decided: true }]);
    expect(supportHeard).toEqual([]);
  });
});
