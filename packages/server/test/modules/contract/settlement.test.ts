import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Socket } from 'socket.io-client';
import { Decimal } from 'decimal.js';
import { eq, inArray, like } from 'drizzle-orm';
import { API, LIVE_EVENT, ZContractSettlementPush, ZGetContractOrderPageResponse, ZGetCurWinListResponse, type TContractOrder } from '@meridian/protocol';
import { contractOrders, journalEntries, memberNotifications, pushDeliveries, pushPreferences, pushSubscriptions } from '../../../src/db/schema/index.js';
import { checkLedger } from '../../../src/ledger/check-ledger.js';
import { startContractSettlementJob } from '../../../src/modules/contract/settle-contracts-job.js';
import { settleDueContracts } from '../../../src/modules/contract/settle-due-contracts.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { connectLive } from '../../helpers/live-client.js';
import { newMember, type TestMember } from '../../helpers/members.js';
import { createManualClock, type ManualClock } from '../../market/manual-clock.js';
import { START, advance, as, balances, expectedSettlement, grant, orderRow, signed } from './contract-fixtures.js';

let t: TestApp;
let clock: ManualClock;
let url: string;
const sockets: Socket[] = [];
const silentLog = { error: vi.fn() };

beforeAll(async () => {
  clock = createManualClock(START);
  t = await buildTestApp({}, { marketClock: clock });
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  await t.deps.market.start();
  await advance(t, clock, 60_000);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
});

async function funded(amount = '100000'): Promise<TestMember> {
  const member = await newMember(t);
  await grant(t, member, amount);
  return member;
}

async function waitSettled(ids: readonly number[]): Promise<void> {
  await vi.waitFor(
    async () => {
      const rows = await t.db.select({ status: contractOrders.status }).from(contractOrders).where(inArray(contractOrders.id, [...ids]));
      expect(rows.every((row) => row.status !== 'running')).toBe(true);
    },
    { timeout: 20_000, interval: 50 },
  );
}

/** Checks each order against the outcome worked out from the recorded ticks, and its bill. */
async function expectSettledByTheTicks(member: TestMember, orders: readonly TContractOrder[]): Promise<void> {
  const page = ZGetContractOrderPageResponse.parse((await t.api.call(API.contractShort.getOrderPage, { status: 'finished', pageSize: 100 }, as(member))).data);
  for (const order of orders) {
    const settled = page.list.find((item) => item.id === order.id);
    expect(settled).toMatchObject({ ...(await expectedSettlement(t, order)), purchasePrice: order.purchasePrice, purchaseTickAt: order.purchaseTickAt });
    const entries = await t.db.select().from(journalEntries).where(eq(journalEntries.requestId, `contract-settle:${order.orderNo}`));
    expect(entries).toHaveLength(1);
  }
}

describe('settlement', () => {
  it('settles up and down contracts with the tick of the expiry second and pays win, draw or loss', async () => {
    const member = await funded();
    const before = await balances(t, member);
    const orders: TContractOrder[] = [];
    for (const allname of ['BTC/USDT', 'ETH/USDT', 'XRP/USDT']) {
      for (const direction of ['up', 'down']) orders.push(await signed(t, member, { allname, direction, amount: '100' }));
    }
    await advance(t, clock, 31_000);
    expect(await settleDueContracts(t.deps)).toBe(orders.length);
    await expectSettledByTheTicks(member, orders);

    const outcomes = await Promise.all(orders.map((order) => expectedSettlement(t, order)));
    // Up and down on the same pair and second: one wins when the other loses, unless unchanged.
    expect(outcomes.some((outcome) => outcome.status === 'won')).toBe(true);
    expect(outcomes.some((outcome) => outcome.status === 'lost')).toBe(true);
    const totalProfit = outcomes.reduce((sum, outcome) => sum.plus(outcome.profit), new Decimal(0));
    const after = await balances(t, member);
    expect(after.held).toBe(before.held);
    expect(new Decimal(after.available).minus(before.available).toFixed(2)).toBe(totalProfit.toFixed(2));
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('leaves contracts not yet due running', async () => {
    const member = await funded();
    const order = await signed(t, member, { seconds: 60 });
    await advance(t, clock, 30_000);
    await settleDueContracts(t.deps);
    expect((await orderRow(t, order.id)).status).toBe('running');
    await advance(t, clock, 31_000);
    await settleDueContracts(t.deps);
    await expectSettledByTheTicks(member, [order]);
  });

  it('lists settled wins on the public ticker', async () => {
    const [won] = await t.db.select().from(contractOrders).where(eq(contractOrders.status, 'won')).limit(1);
    const { list } = ZGetCurWinListResponse.parse((await t.api.call(API.common.getCurWinList)).data);
    expect(list.length).toBeGreaterThan(0);
    expect(list.some((win) => win.id === won?.id)).toBe(true);
    expect(list.every((win) => new Decimal(win.profit).greaterThan(0))).toBe(true);
  });
});

describe('the settlement job', () => {
  it('settles each contract exactly once with two jobs running at the same time, and pushes it to the member', async () => {
    const member = await funded();
    const live = await connectLive({ url, envelope: t.deps.envelope, sockets, token: member.token });
    const orders: TContractOrder[] = [];
    for (let i = 0; i < 12; i += 1) orders.push(await signed(t, member, { direction: i % 2 === 0 ? 'up' : 'down', amount: '20' }));
    const stops = [startContractSettlementJob(t.deps, silentLog), startContractSettlementJob(t.deps, silentLog)];
    try {
      await advance(t, clock, 32_000);
      clock.advance(1000);
      await waitSettled(orders.map((order) => order.id));
    } finally {
      await Promise.all(stops.map((stop) => stop()));
    }
    await expectSettledByTheTicks(member, orders);
    const settles = await t.db.select().from(journalEntries).where(like(journalEntries.requestId, 'contract-settle:%'));
    expect(new Set(settles.map((entry) => entry.requestId)).size).toBe(settles.length);

    const pushed = new Map<number, unknown>();
    while (pushed.size < orders.length) {
      const message = await live.next();
      if (message.event === LIVE_EVENT.contractShortSettlement) {
        const push = ZContractSettlementPush.parse(message.content);
        expect(pushed.has(push.orderId)).toBe(false);
        pushed.set(push.orderId, push);
      }
    }
    const first = orders[0];
    if (!first) throw new Error('no orders');
    const expected = await expectedSettlement(t, first);
    expect(pushed.get(first.id)).toMatchObject({ allname: 'BTC/USDT', direction: 'up', amount: '20.00', purchasePrice: first.purchasePrice, settlePrice: expected.settlePrice, status: expected.status });
    expect(silentLog.error).not.toHaveBeenCalled();
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('settles on start, once, with the ticks of their expiry seconds, what fell due while it was stopped', async () => {
    const member = await funded();
    const stop = startContractSettlementJob(t.deps, silentLog);
    const orders = [await signed(t, member, { seconds: 30 }), await signed(t, member, { seconds: 60, direction: 'down' })];
    await stop();
    await advance(t, clock, 5 * 60_000);
    expect((await orderRow(t, orders[0]?.id ?? 0)).status).toBe('running');

    const restarted = startContractSettlementJob(t.deps, silentLog);
    try {
      await waitSettled(orders.map((order) => order.id));
      // Running on, it finds nothing more to do.
      await advance(t, clock, 3000);
    } finally {
      await restarted();
    }
    await expectSettledByTheTicks(member, orders);
    for (const order of orders) {
      const row = await orderRow(t, order.id);
      expect(row.settleTickAt).toBe(order.expiresAt);
    }
    expect(await checkLedger(t.db)).toEqual([]);
  });
});

describe('a settlement’s notification', () => {
  it('is written with the settlement, and queued as a push for a member who asked for it', async () => {
    const [asked, silent] = [await funded(), await funded()];
    for (const member of [asked, silent]) {
      await t.db.insert(pushSubscriptions).values({ memberId: member.id, endpoint: `https://fcm.googleapis.com/fcm/send/${member.username}`, p256dh: 'k', auth: 'a', language: 'en-US' });
    }
    await t.db.insert(pushPreferences).values({ memberId: asked.id, kinds: ['contractSettled'] });
    const orders = [await signed(t, asked), await signed(t, silent)];
    await advance(t, clock, 31_000);
    await settleDueContracts(t.deps);
    await waitSettled(orders.map((order) => order.id));
    const notes = await t.db.select().from(memberNotifications).where(inArray(memberNotifications.subject, orders.map((order) => order.orderNo)));
    expect(notes.map((note) => note.kind)).toEqual(['contractSettled', 'contractSettled']);
    const queued = await t.db.select().from(pushDeliveries).where(inArray(pushDeliveries.notificationId, notes.map((note) => note.id)));
    expect(queued).toEqual([expect.objectContaining({ memberId: asked.id, status: 'pending' })]);
  });
});

describe('a feed that stops after signing', () => {
  it('waits 10 s for the expiry tick, then settles with the last recorded tick: unchanged, a draw', async () => {
    const member = await funded();
    const before = await balances(t, member);
    const order = await signed(t, member, { amount: '50' });
    await t.deps.market.stop();
    clock.advance(31_000);
    expect(await settleDueContracts(t.deps)).toBe(0);
    clock.advance(10_000);
    expect(await settleDueContracts(t.deps)).toBe(1);
    const row = await orderRow(t, order.id);
    expect(row).toMatchObject({ status: 'draw', settleTickAt: order.purchaseTickAt });
    expect(new Decimal(row.profit ?? '').isZero()).toBe(true);
    expect(await balances(t, member)).toEqual(before);
    expect(await checkLedger(t.db)).toEqual([]);
  });
});
