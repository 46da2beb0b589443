import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { API, CODE, LIVE_EVENT, type TLiveMessage } from '@meridian/protocol';
import { letters } from '../../src/db/schema/index.js';
import { runCommand } from '../../src/operator/operator-commands.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { connectLive, type LiveClient } from '../helpers/live-client.js';
import { login, newMember, type TestMember } from '../helpers/members.js';
import { approvedNotice, openOnlineOrder, postCallback } from '../modules/recharge/recharge-test-kit.js';
import { PAY_PASSWORD, pendingRecharge, pendingWithdrawal, readyToWithdraw } from '../operator/money-orders.js';

/**
 * The pushes that keep a member's open app live after someone else acts (issue 36): a balance that
 * moved, a deposit decided, a letter sent. Each reaches that member's sockets when the change
 * commits, whoever made it (here the operator's commands, run as the CLI runs them on the database),
 * and nobody else's.
 */
let t: TestApp;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});
afterAll(async () => {
  await t.close();
});

const connect = (member?: TestMember) => connectLive({ url, envelope: t.deps.envelope, sockets, token: member?.token });
const operator = (command: Parameters<typeof runCommand>[1]) => runCommand(t.db, command, { actor: 'cli:test' });

/**
 * The next message other than the market's 1 Hz price push and the notification pushes (the bell's,
 * issue 40: their own tests are in test/modules/notification), so each test here reads the push it is about.
 */
async function nextPush(client: LiveClient, timeoutMs = 5000): Promise<TLiveMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const message = await client.next(Math.max(1, deadline - Date.now()));
    if (message.event !== LIVE_EVENT.chainCurrencyPrice && message.event !== LIVE_EVENT.notification) return message;
  }
}

/** The first `count` pushes of `event` heard within `ms` (all of them heard by then when `count` is 0). */
async function pushesOf(client: LiveClient, event: string, count: number, ms = 5000): Promise<TLiveMessage[]> {
  const heard: TLiveMessage[] = [];
  const deadline = Date.now() + ms;
  while (count === 0 || heard.length < count) {
    const left = deadline - Date.now();
    if (left <= 0) break;
    try {
      const message = await client.next(left);
      if (message.event === event) heard.push(message);
    } catch {
      break;
    }
  }
  return heard;
}

/** Every push but prices heard within `ms`. */
async function pushesWithin(client: LiveClient, ms: number): Promise<TLiveMessage[]> {
  const heard: TLiveMessage[] = [];
  const deadline = Date.now() + ms;
  for (;;) {
    const left = deadline - Date.now();
    if (left <= 0) return heard;
    try {
      heard.push(await nextPush(client, left));
    } catch {
      return heard;
    }
  }
}

const MONEY = (subject: string) => ({ event: LIVE_EVENT.moneyChange, content: { subject } });
/** The id of the member's newest letter of their own. */
async function newestLetterOf(member: TestMember): Promise<number | undefined> {
  const [row] = await t.db.select({ id: letters.id }).from(letters).where(eq(letters.memberId, member.id)).orderBy(desc(letters.id)).limit(1);
  return row?.id;
}
/** The id of the letter a letter-send stored. */
const letterIdOf = (outcome: { data?: unknown }) => z.object({ id: z.number().int() }).parse(outcome.data).id;

describe('money pushes', () => {
  it("an operator's credit tells the member's open apps at once, and nobody else's", async () => {
    const [member, other] = await Promise.all([newMember(t), newMember(t)]);
    const [phone, tablet, otherPhone, visitor] = await Promise.all([connect(member), connect(member), connect(other), connect()]);

    expect((await operator({ name: 'adjust', username: member.username, amount: '25', reason: 'Goodwill credit' })).ok).toBe(true);

    expect(await nextPush(phone)).toEqual(MONEY('balance'));
    expect(await nextPush(tablet)).toEqual(MONEY('balance'));
    // The app's next read is the new figure: the push comes after this process forgot the old one.
    expect((await t.api.call(API.member.getBalance, {}, { token: member.token })).data).toMatchObject({ balance: '25.00' });
    expect(await pushesWithin(otherPhone, 500)).toEqual([]);
    expect(await pushesWithin(visitor, 200)).toEqual([]);
  });

  it('a withdrawal the operator pays, or rejects, reaches the member as it is decided', async () => {
    const member = await newMember(t);
    const cardId = await readyToWithdraw(t, member, '300');
    const [paid, rejected] = [await pendingWithdrawal(t, member, cardId, '100.00'), await pendingWithdrawal(t, member, cardId, '50.00')];
    const phone = await connect(member);

    expect((await operator({ name: 'withdrawal-pay', orderNo: paid })).ok).toBe(true);
    expect(await nextPush(phone)).toEqual(MONEY('balance'));
    expect((await operator({ name: 'withdrawal-reject', orderNo: rejected, reason: 'Name does not match the card' })).ok).toBe(true);
    expect(await nextPush(phone)).toEqual(MONEY('balance'));
  });

  it('a deposit the operator approves or rejects reaches the member, though a rejection moves no money', async () => {
    const member = await newMember(t);
    const phone = await connect(member);

    const rejected = await pendingRecharge(t, member, '60.00');
    expect((await operator({ name: 'recharge-reject', orderNo: rejected, reason: 'No transfer arrived' })).ok).toBe(true);
    expect(await nextPush(phone)).toEqual(MONEY('recharge'));
    const approved = await pendingRecharge(t, member, '80.00');
    expect((await operator({ name: 'recharge-approve', orderNo: approved })).ok).toBe(true);
    expect(await nextPush(phone)).toEqual(MONEY('balance'));
  });

  it('an online payment the provider declines reaches the member, though it moves no money', async () => {
    const member = await newMember(t);
    const phone = await connect(member);
    const { orderNo } = await openOnlineOrder(t, member, '100.00');
    expect((await postCallback(t, { ...approvedNotice(orderNo, '100.00'), outcome: 'declined' })).statusCode).toBe(200);
    expect(await nextPush(phone)).toEqual(MONEY('recharge'));
  });

  it("the member's own movement reaches their other devices too", async () => {
    const member = await newMember(t);
    const cardId = await readyToWithdraw(t, member, '100');
    const tablet = await connect(member);
    await pendingWithdrawal(t, member, cardId, '30.00');
    expect(await nextPush(tablet)).toEqual(MONEY('balance'));
  });

  it('a withdrawal right after a credit is decided by the ledger, not by the balance the member last read', async () => {
    const member = await newMember(t);
    const cardId = await readyToWithdraw(t, member, '50');
    // Read, and so remembered by the server's display cache, before the credit.
    expect((await t.api.call(API.member.getBalance, {}, { token: member.token })).data).toMatchObject({ balance: '50.00' });
    expect((await operator({ name: 'adjust', username: member.username, amount: '100', reason: 'Bonus' })).ok).toBe(true);
    const answer = await t.api.call(
      API.withdraw.withdraw,
      { method: 'bank', bankCardId: cardId, amount: '120.00', payPassword: PAY_PASSWORD, requestId: `req-${Date.now()}` },
      { token: member.token },
    );
    expect(answer.code).toBe(CODE.OK);
    const refused = await t.api.call(
      API.withdraw.withdraw,
      { method: 'bank', bankCardId: cardId, amount: '31.00', payPassword: PAY_PASSWORD, requestId: `req-${Date.now()}-2` },
      { token: member.token },
    );
    expect(refused).toMatchObject({ code: CODE.INSUFFICIENT_FUNDS, msg: 'Sorry, your credit is running low' });
  });
});

describe('letter pushes', () => {
  it('a letter to one member reaches only that member’s apps', async () => {
    const [member, other] = await Promise.all([newMember(t), newMember(t)]);
    const [phone, otherPhone] = await Promise.all([connect(member), connect(other)]);
    const sent = await operator({ name: 'letter-send', member: member.username, title: 'Your review', content: '<p>Done</p>' });
    expect(sent.ok).toBe(true);
    expect(await nextPush(phone)).toEqual({ event: LIVE_EVENT.letter, content: { id: letterIdOf(sent) } });
    expect(await pushesWithin(otherPhone, 500)).toEqual([]);
    expect((await t.api.call(API.member.getLetterUnReadNum, {}, { token: member.token })).data).toMatchObject({ count: expect.any(Number) });
  });

  it('a letter to every member reaches every open app', async () => {
    const [member, other] = await Promise.all([newMember(t), newMember(t)]);
    const [phone, otherPhone] = await Promise.all([connect(member), connect(other)]);
    const sent = await operator({ name: 'letter-send', title: 'To everyone', content: '<p>Hello</p>' });
    expect(sent.ok).toBe(true);
    const push = { event: LIVE_EVENT.letter, content: { id: letterIdOf(sent) } };
    expect(await nextPush(phone)).toEqual(push);
    expect(await nextPush(otherPhone)).toEqual(push);
  });

  it('a letter that is refused sends nothing', async () => {
    const member = await newMember(t);
    const phone = await connect(member);
    expect((await operator({ name: 'letter-send', member: 'nobody_here', title: 'Lost', content: 'x' })).ok).toBe(false);
    expect(await pushesWithin(phone, 500)).toEqual([]);
  });
});

describe('notification pushes', () => {
  it('a letter to one member rings that member’s bell only, with the notification’s id and kind', async () => {
    const [member, other] = await Promise.all([newMember(t), newMember(t)]);
    const [phone, otherPhone] = await Promise.all([connect(member), connect(other)]);
    expect((await operator({ name: 'letter-send', member: member.username, title: 'Your bell', content: '<p>Ring</p>' })).ok).toBe(true);
    const heard = await pushesOf(phone, LIVE_EVENT.notification, 1);
    const page = await t.api.call(API.notification.getNotificationPage, {}, { token: member.token });
    expect(heard).toEqual([{ event: LIVE_EVENT.notification, content: { id: page.data.list[0].id, kind: 'letter' } }]);
    expect(await pushesOf(otherPhone, LIVE_EVENT.notification, 0, 500)).toEqual([]);
  });
});

describe('security letters push like any letter', () => {
  it('a password change tells the member’s open app of its alert letter at once', async () => {
    const member = await newMember(t);
    const phone = await connect(member);
    const answer = await t.api.call(
      API.member.updateLoginPassword,
      { oldPassword: member.password, password: 'changed99', confirmPassword: 'changed99' },
      { token: member.token, ip: member.ip },
    );
    expect(answer.code).toBe(CODE.OK);
    const id = await newestLetterOf(member);
    expect(id).toEqual(expect.any(Number));
    expect(await nextPush(phone)).toEqual({ event: LIVE_EVENT.letter, content: { id } });
  });

  it('a sign-in from a new device reaches the member’s phone that is already open', async () => {
    const member = await newMember(t);
    const phone = await connect(member);
    // Another address than the member's own: a new device, so an alert letter is written.
    expect((await login(t, member.username, member.password)).code).toBe(CODE.OK);
    const id = await newestLetterOf(member);
    expect(id).toEqual(expect.any(Number));
    expect(await nextPush(phone)).toEqual({ event: LIVE_EVENT.letter, content: { id } });
  });

  it('the first pay password, announced as set, reaches the open app too', async () => {
    const member = await newMember(t);
    const phone = await connect(member);
    const answer = await t.api.call(
      API.member.updatePayPasswordByOld,
      { loginPassword: member.password, payPassword: PAY_PASSWORD, confirmPayPassword: PAY_PASSWORD },
      { token: member.token, ip: member.ip },
    );
    expect(answer.code).toBe(CODE.OK);
    expect(await nextPush(phone)).toEqual({ event: LIVE_EVENT.letter, content: { id: await newestLetterOf(member) } });
  });
});
