import { Decimal } from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { API, CODE, PRICE_ALERT_MAX_ACTIVE, PRICE_ALERT_REARM_MS, ZGetNotificationPageResponse, ZGetPriceAlertsResponse, ZPriceAlert, type TPriceAlert } from '@meridian/protocol';
import { memberNotifications, priceAlerts } from '../../../src/db/schema/index.js';
import { createAlertWatch, type AlertWatch } from '../../../src/modules/alert/alert-watch.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { newMember, type TestMember } from '../../helpers/members.js';
import { createManualClock, type ManualClock } from '../../market/manual-clock.js';
import { START, advance } from '../contract/contract-fixtures.js';
import { as } from '../withdraw/withdraw-fixtures.js';

let t: TestApp;
let clock: ManualClock;
const PAIR = 'BTC/USDT';

beforeAll(async () => {
  clock = createManualClock(START);
  t = await buildTestApp({}, { marketClock: clock });
  await t.deps.market.start();
  await advance(t, clock, 10_000);
});
afterAll(async () => {
  await t.close();
});

const create = (member: TestMember, fields: Record<string, unknown>) => t.api.call(API.alert.createPriceAlert, { allname: PAIR, ...fields }, as(member));
async function created(member: TestMember, fields: Record<string, unknown>): Promise<TPriceAlert> {
  const answer = await create(member, fields);
  if (answer.code !== CODE.OK) throw new Error(`createPriceAlert: ${answer.code} ${answer.msg}`);
  return ZPriceAlert.parse(answer.data);
}
const alerts = async (member: TestMember) => ZGetPriceAlertsResponse.parse((await t.api.call(API.alert.getPriceAlerts, {}, as(member))).data).list;
const notifications = async (member: TestMember) => ZGetNotificationPageResponse.parse((await t.api.call(API.notification.getNotificationPage, { pageSize: 50 }, as(member))).data).list;

function price(): Decimal {
  const quote = t.deps.market.quote(PAIR);
  if (!quote) throw new Error('no quote');
  return new Decimal(quote.price);
}

/** A watch of the test's own, fed the ticks the test makes up (the app's follows the recorded ones). */
function watchOf(): AlertWatch {
  return createAlertWatch({
    db: t.db,
    log: (error) => {
      throw error;
    },
  });
}
async function feed(watch: AlertWatch, tickPrice: Decimal.Value, at: number): Promise<void> {
  watch.recorded([{ allname: PAIR, price: new Decimal(tickPrice).toFixed(2), at }]);
  await watch.settled();
}

describe('setting price alerts', () => {
  it('waits on the side the price is not on, and refuses the price it is at', async () => {
    const ann = await newMember(t);
    const now = price();
    expect(await created(ann, { kind: 'cross', price: now.plus(1000).toFixed(2) })).toMatchObject({ kind: 'cross', direction: 'up', status: 'active', firedCount: 0, repeat: false });
    expect(await created(ann, { kind: 'cross', price: now.minus(1000).toFixed(2) })).toMatchObject({ direction: 'down' });
    const at = await create(ann, { kind: 'cross', price: now.toFixed(2) });
    expect(at.code).toBe(CODE.INVALID_PARAMS);
    expect(at.msg).toBe(`BTC/USDT is at ${now.toFixed(2)} now. Choose a price above or below it.`);
    expect(await created(ann, { kind: 'move', percent: 5, windowMinutes: 60, repeat: true })).toMatchObject({ kind: 'move', percent: 5, windowMinutes: 60, repeat: true, price: null, direction: null });
    expect(await alerts(ann)).toHaveLength(3);
  });

  it('answers the alert already set when the same one is asked again (a retried call)', async () => {
    const ann = await newMember(t);
    const fields = { kind: 'cross', price: price().plus(500).toFixed(2) };
    const first = await created(ann, fields);
    expect((await created(ann, fields)).id).toBe(first.id);
    expect(await alerts(ann)).toHaveLength(1);
  });

  it('refuses bad input with the rule’s message, and sets nothing', async () => {
    const ann = await newMember(t);
    const bad: Record<string, unknown>[] = [
      { kind: 'cross', price: '-5' },
      { kind: 'cross', price: '0' },
      { kind: 'cross', price: 'abc' },
      { kind: 'cross', price: '1.1234567890123' },
      { kind: 'move', percent: 0, windowMinutes: 60 },
      { kind: 'move', percent: 51, windowMinutes: 60 },
      { kind: 'move', percent: 5, windowMinutes: 7 },
      { kind: 'sideways', price: '1' },
      { kind: 'cross' },
      { kind: 'move', percent: 5 },
      { kind: 'cross', price: '100', percent: 5 },
      { kind: 'move', percent: 5, windowMinutes: 60, price: '100' },
      { kind: 'cross', price: '100', allname: 'btc-usdt' },
      { kind: 'cross', price: '100', extra: true },
    ];
    for (const fields of bad) expect((await create(ann, fields)).code, JSON.stringify(fields)).toBe(CODE.INVALID_PARAMS);
    const unknownPair = await create(ann, { kind: 'cross', price: '100', allname: 'ZZZ/USDT' });
    expect(unknownPair).toMatchObject({ code: CODE.INVALID_PARAMS, msg: 'ZZZ/USDT is not traded here.' });
    expect((await create(ann, { kind: 'move', percent: 0, windowMinutes: 60 })).msg).toBe('The move must be between 0.1 % and 50 %.');
    expect(await alerts(ann)).toHaveLength(0);
  });

  it(`keeps at most ${PRICE_ALERT_MAX_ACTIVE} active alerts, even when many are asked at once`, async () => {
    const ann = await newMember(t);
    const base = price().plus(100);
    const answers = await Promise.all(Array.from({ length: PRICE_ALERT_MAX_ACTIVE + 5 }, (_, n) => create(ann, { kind: 'cross', price: base.plus(n).toFixed(2) })));
    expect(answers.filter((answer) => answer.code === CODE.OK)).toHaveLength(PRICE_ALERT_MAX_ACTIVE);
    const refused = answers.filter((answer) => answer.code !== CODE.OK);
    expect(refused.map((answer) => answer.code)).toEqual(Array.from({ length: 5 }, () => CODE.ALERT_LIMIT));
    expect(refused[0]?.msg).toBe(`You can keep at most ${PRICE_ALERT_MAX_ACTIVE} active price alerts. Please remove one first.`);
    expect(await alerts(ann)).toHaveLength(PRICE_ALERT_MAX_ACTIVE);
  });

  it('cancels only the member’s own alert, once', async () => {
    const [ann, bob] = [await newMember(t), await newMember(t)];
    const alert = await created(ann, { kind: 'cross', price: price().plus(700).toFixed(2) });
    expect((await t.api.call(API.alert.cancelPriceAlert, { id: alert.id }, as(bob))).code).toBe(CODE.NOT_FOUND);
    expect(await alerts(ann)).toHaveLength(1);
    expect((await t.api.call(API.alert.cancelPriceAlert, { id: alert.id }, as(ann))).code).toBe(CODE.OK);
    expect(await alerts(ann)).toHaveLength(0);
    expect((await t.api.call(API.alert.cancelPriceAlert, { id: alert.id }, as(ann))).code).toBe(CODE.NOT_FOUND);
    expect((await t.api.call(API.alert.getPriceAlerts, {})).code).toBe(CODE.SESSION_INVALID);
  });
});

describe('price alerts firing', () => {
  it('fires once when a tick crosses, as one notification that opens the pair', async () => {
    const ann = await newMember(t);
    const watch = watchOf();
    const target = price().plus(2000);
    await feed(watch, target.minus(10), START + 100_000);
    const alert = await created(ann, { kind: 'cross', price: target.toFixed(2) });
    await feed(watch, target.minus(1), START + 101_000);
    expect(await notifications(ann)).toEqual([]);
    await feed(watch, target.plus(5), START + 102_000);
    await feed(watch, target.plus(50), START + 103_000);

    const [fired] = await alerts(ann);
    expect(fired).toMatchObject({ id: alert.id, status: 'fired', firedCount: 1, lastFiredPrice: target.plus(5).toFixed(2), lastFiredAt: START + 102_000 });
    const list = await notifications(ann);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      kind: 'priceAlert',
      title: 'Price alert: BTC/USDT',
      body: `BTC/USDT rose to ${target.plus(5).toFixed(2)}, reaching your alert at ${target.toFixed(2)}.`,
      link: '/pages/market/kline?symbol=BTC%2FUSDT',
    });
  });

  it('fires a repeating alert once per crossing, each way, waiting a minute between', async () => {
    const ann = await newMember(t);
    const watch = watchOf();
    const target = price().minus(3000);
    const at = START + 200_000;
    await feed(watch, target.plus(10), at);
    await created(ann, { kind: 'cross', price: target.toFixed(2), repeat: true });
    await feed(watch, target.minus(1), at + 1000);
    expect((await alerts(ann))[0]).toMatchObject({ status: 'active', firedCount: 1, direction: 'up' });
    // Back over the line within the minute: not armed yet.
    await feed(watch, target.plus(1), at + 2000);
    expect((await alerts(ann))[0]?.firedCount).toBe(1);
    await feed(watch, target.plus(2), at + 1000 + PRICE_ALERT_REARM_MS);
    expect((await alerts(ann))[0]).toMatchObject({ firedCount: 2, direction: 'down' });
    const bodies = (await notifications(ann)).map((item) => item.body);
    expect(bodies).toEqual([
      `BTC/USDT rose to ${target.plus(2).toFixed(2)}, reaching your alert at ${target.toFixed(2)}.`,
      `BTC/USDT fell to ${target.minus(1).toFixed(2)}, reaching your alert at ${target.toFixed(2)}.`,
    ]);
  });

  it('fires a move alert when the price moves its percent within the window', async () => {
    const ann = await newMember(t);
    const watch = watchOf();
    const at = START + 400_000;
    await created(ann, { kind: 'move', percent: 2, windowMinutes: 5 });
    await feed(watch, 50_000, at);
    await feed(watch, 50_900, at + 60_000);
    expect(await notifications(ann)).toEqual([]);
    await feed(watch, 51_000, at + 120_000);
    const [note] = await notifications(ann);
    expect(note?.body).toBe('BTC/USDT moved 2 % within 5 minutes; it is at 51000.00 now.');
  });

  it('fires nothing for an alert cancelled before the tick, and nothing twice when two feed owners meet one tick', async () => {
    const [ann, bob] = [await newMember(t), await newMember(t)];
    const [first, second] = [watchOf(), watchOf()];
    const target = price().plus(4000);
    const at = START + 600_000;
    await feed(first, target.minus(10), at);
    await feed(second, target.minus(10), at);
    const cancelled = await created(ann, { kind: 'cross', price: target.toFixed(2) });
    await created(bob, { kind: 'cross', price: target.toFixed(2) });
    await t.api.call(API.alert.cancelPriceAlert, { id: cancelled.id }, as(ann));
    first.recorded([{ allname: PAIR, price: target.plus(1).toFixed(2), at: at + 1000 }]);
    second.recorded([{ allname: PAIR, price: target.plus(1).toFixed(2), at: at + 1000 }]);
    await Promise.all([first.settled(), second.settled()]);
    expect(await notifications(ann)).toEqual([]);
    expect(await notifications(bob)).toHaveLength(1);
    const rows = await t.db.select().from(priceAlerts).where(and(eq(priceAlerts.memberId, bob.id)));
    expect(rows[0]?.firedCount).toBe(1);
  });

  it('is checked by the feed owner against the ticks it records', async () => {
    const ann = await newMember(t);
    // One price step above and one below: whichever way the next ticks go, one of them is crossed.
    const now = price();
    const [above, below] = [await created(ann, { kind: 'cross', price: now.plus('0.01').toFixed(2) }), await created(ann, { kind: 'cross', price: now.minus('0.01').toFixed(2) })];
    await advance(t, clock, 30_000);
    await vi.waitFor(
      async () => {
        const rows = await t.db.select().from(memberNotifications).where(eq(memberNotifications.memberId, ann.id));
        expect(rows.length).toBeGreaterThan(0);
      },
      { timeout: 10_000, interval: 50 },
    );
    const fired = (await alerts(ann)).filter((alert) => alert.status === 'fired').map((alert) => alert.id);
    expect(fired.some((id) => id === above.id || id === below.id)).toBe(true);
  });
});
