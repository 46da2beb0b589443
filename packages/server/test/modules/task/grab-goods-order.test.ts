import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { API, CODE, ZGoodsOrder } from '@meridian/protocol';
import { goodsItems, goodsOrders } from '../../../src/db/schema/index.js';
import type { TestApp } from '../../helpers/build-test-app.js';
import { createManualClock } from '../../market/manual-clock.js';
import { GRAB_INTERVAL_MS, balances, fundedMember, grab, grabbed, pay, startTaskApp, stopTaskApp, requestId } from './task-fixtures.js';

const clock = createManualClock(Date.UTC(2026, 2, 2, 6, 0, 0));
let t: TestApp;

beforeAll(async () => {
  t = await startTaskApp(clock);
});
afterAll(() => stopTaskApp(t));

describe('grabGoodsOrder', () => {
  it('assigns a waiting order on the member’s level terms and moves no money', async () => {
    const member = await fundedMember(t, '1000');
    const answer = await grab(t, member);
    expect(answer.code).toBe(CODE.OK);
    const order = z.strictObject(ZGoodsOrder.shape).parse(answer.data);
    expect(order).toMatchObject({ currency: 'USDT', commissionPercent: '1', level: 1, status: 'waiting', grabbedAt: clock.now(), paidAt: null });
    expect(order.orderNo).toMatch(/^GO\d{24}$/);
    expect(['10.00', '50.00', '200.00']).toContain(order.price);
    // 1 % of the price at two decimals.
    expect(order.commission).toBe((Number(order.price) / 100).toFixed(2));
    expect(order.goodsImage).toMatch(/^\/media\/goods\/\d+\.svg$/);
    expect(await balances(t, member)).toEqual({ available: '1000.00', held: '0.00' });
  });

  it('returns the waiting order to a second grab instead of a new one, and repeats an answer per requestId', async () => {
    const member = await fundedMember(t, '1000');
    const id = requestId();
    const first = await grab(t, member, id);
    expect(first.code).toBe(CODE.OK);
    expect(await grab(t, member, id)).toEqual(first);
    const second = await grab(t, member);
    expect(second.code).toBe(CODE.OK);
    expect(second.data).toEqual(first.data);
    const rows = await t.db.select().from(goodsOrders).where(eq(goodsOrders.memberId, member.id));
    expect(rows).toHaveLength(1);
  });

  it('gives two grabs at the same time one and the same order', async () => {
    const member = await fundedMember(t, '1000');
    const answers = await Promise.all([grab(t, member), grab(t, member), grab(t, member)]);
    expect(answers.map((answer) => answer.code)).toEqual([CODE.OK, CODE.OK, CODE.OK]);
    expect(new Set(answers.map((answer) => ZGoodsOrder.parse(answer.data).orderNo)).size).toBe(1);
    expect(await t.db.select().from(goodsOrders).where(eq(goodsOrders.memberId, member.id))).toHaveLength(1);
  });

  it('never assigns an item priced above the available balance', async () => {
    const member = await fundedMember(t, '60');
    const seen = new Set<string>();
    for (let round = 0; round < 2; round += 1) {
      clock.advance(GRAB_INTERVAL_MS);
      const order = await grabbed(t, member);
      expect(Number(order.price)).toBeLessThanOrEqual(60);
      seen.add(order.price);
      expect((await pay(t, member, order.orderNo)).code).toBe(CODE.OK);
    }
    expect([...seen].every((price) => price === '10.00' || price === '50.00')).toBe(true);
  });

  it('refuses with a neutral message when nothing is priced within the balance, asking for no deposit', async () => {
    const member = await fundedMember(t, '9.99');
    const answer = await grab(t, member);
    expect(answer).toMatchObject({ code: CODE.NO_GOODS_AFFORDABLE, msg: 'No goods order is available for your current balance right now.' });
    expect(answer.msg).not.toMatch(/deposit|recharge|top up/i);
    const empty = await fundedMember(t, '0');
    expect((await grab(t, empty)).code).toBe(CODE.NO_GOODS_AFFORDABLE);
    expect(await t.db.select().from(goodsOrders).where(eq(goodsOrders.memberId, member.id))).toEqual([]);
  });

  it('never assigns a disabled item', async () => {
    const [pen] = await t.db.select().from(goodsItems).where(eq(goodsItems.name, { 'en-US': 'Test pen' }));
    if (!pen) throw new Error('test catalogue missing');
    await t.db.update(goodsItems).set({ enabled: false }).where(eq(goodsItems.id, pen.id));
    try {
      const member = await fundedMember(t, '20');
      expect((await grab(t, member)).code).toBe(CODE.NO_GOODS_AFFORDABLE);
    } finally {
      await t.db.update(goodsItems).set({ enabled: true }).where(eq(goodsItems.id, pen.id));
    }
  });

  it('waits out the grab interval, which getCountdown reports', async () => {
    const member = await fundedMember(t, '1000');
    const countdown = () => t.api.call(API.task.getCountdown, {}, { token: member.token });
    expect((await countdown()).data).toEqual({ secondsLeft: 0, nextGrabAt: clock.now(), serverTime: clock.now() });
    const first = await grabbed(t, member);
    expect((await pay(t, member, first.orderNo)).code).toBe(CODE.OK);
    clock.advance(10_000);
    expect((await countdown()).data).toEqual({ secondsLeft: 20, nextGrabAt: first.grabbedAt + GRAB_INTERVAL_MS, serverTime: clock.now() });
    const early = await grab(t, member);
    expect(early).toMatchObject({
      code: CODE.TASK_COOLDOWN,
      msg: 'Please wait 20 s before taking the next task.',
      data: { secondsLeft: 20, nextGrabAt: first.grabbedAt + GRAB_INTERVAL_MS },
    });
    clock.advance(20_000);
    expect((await countdown()).data).toMatchObject({ secondsLeft: 0 });
    expect((await grab(t, member)).code).toBe(CODE.OK);
  });

  it('refuses a malformed requestId and a caller without a login', async () => {
    const member = await fundedMember(t, '100');
    expect((await t.api.call(API.task.grabGoodsOrder, {}, { token: member.token })).code).toBe(CODE.INVALID_PARAMS);
    expect((await t.api.call(API.task.grabGoodsOrder, { requestId: 'short' }, { token: member.token })).code).toBe(CODE.INVALID_PARAMS);
    expect((await t.api.call(API.task.grabGoodsOrder, { requestId: requestId() })).code).toBe(CODE.SESSION_INVALID);
    expect((await t.api.call(API.task.getCountdown, {})).code).toBe(CODE.SESSION_INVALID);
  });

  it('serves the catalogue pictures from this server', async () => {
    const seeded = await t.db.select().from(goodsItems).where(eq(goodsItems.enabled, false));
    expect(seeded.length).toBeGreaterThanOrEqual(12);
    for (const item of seeded) {
      expect(item.image).toMatch(/^\/media\/goods\/\d+\.svg$/);
      const picture = await t.app.inject({ method: 'GET', url: item.image });
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toBe('image/svg+xml');
    }
    expect((await t.app.inject({ method: 'GET', url: '/media/goods/13.svg' })).statusCode).toBe(404);
  });
});
