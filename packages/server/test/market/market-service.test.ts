import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LIVE_EVENT, ZPricePush } from '@meridian/protocol';
import { CURRENCIES } from '../../src/market/currencies.js';
import { createConfiguredSource } from '../../src/market/configured-source.js';
import { createMarketService, type MarketService } from '../../src/market/market-service.js';
import { createSimulator } from '../../src/market/simulator.js';
import type { LiveTarget } from '../../src/live/live-hub.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { createManualClock, type ManualClock } from './manual-clock.js';

const START = Date.UTC(2026, 0, 5, 12, 0, 30);
const SEED = 7;
const THREE = CURRENCIES.slice(0, 3);

let t: TestDatabase;
const running: MarketService[] = [];

beforeEach(async () => {
  t = await createTestDatabase();
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((market) => market.stop()));
  await t.dispose();
});

function setup(clock: ManualClock = createManualClock(START)) {
  const published: { event: string; content: unknown; target: LiveTarget | undefined }[] = [];
  const market = createMarketService({
    database: t.database,
    createSource: (genesisMs) => createSimulator({ seed: SEED, clock, currencies: THREE, startMs: genesisMs }),
    currencies: THREE,
    sourceName: 'simulator',
    clock,
    live: {
      publish: (event, content, target) => {
        published.push({ event, content, target });
      },
    },
  });
  running.push(market);
  return { clock, market, published };
}

describe('the market service', () => {
  it('refuses a price source it does not know', () => {
    expect(() => createConfiguredSource({ priceSource: 'nasdaq' }, createManualClock(START))).toThrow(/PRICE_SOURCE "nasdaq" is not supported/);
  });

  it('pushes every currency as [price, reference] once a second to its own sockets, with the 24 h open as reference', async () => {
    const { clock, market, published } = setup();
    await market.start();
    expect(market.isFeedOwner()).toBe(true);
    expect(published).toHaveLength(0);
    clock.advance(1_000);
    expect(published).toHaveLength(1);
    const [push] = published;
    expect(push?.event).toBe(LIVE_EVENT.chainCurrencyPrice);
    // Each process pushes its own sockets: the 1 Hz push never crosses Redis.
    expect(push?.target).toEqual({ localOnly: true });
    const content = ZPricePush.parse(push?.content);
    expect(Object.keys(content).sort()).toEqual(THREE.map((c) => c.allname).sort());
    const history = createSimulator({ seed: SEED, clock, currencies: THREE, startMs: START });
    const [dayAgo] = await history.history('BTC/USDT', '1m', START - 24 * 3600_000 + 1, 1);
    expect(content['BTC/USDT']?.[1]).toBe(dayAgo?.open.toFixed(2));
    const quote = market.quote('BTC/USDT');
    expect(content['BTC/USDT']).toEqual([quote?.price, quote?.reference]);
    clock.advance(2_000);
    expect(published).toHaveLength(3);
    await market.stop();
    clock.advance(5_000);
    expect(published).toHaveLength(3);
  });

  it('marks currencies stale after 10 s without a tick', async () => {
    const { clock, market } = setup();
    await market.start();
    clock.advance(3_000);
    expect(market.quote('ETH/USDT')?.stale).toBe(false);
    // The feed stops (its owner resigns), the market keeps answering.
    const lock = await t.database.tryAdvisoryLock(1);
    expect(lock).not.toBeNull();
    await market.stop();
    clock.advance(10_000);
    expect(market.quote('ETH/USDT')?.stale).toBe(true);
  });

  it('records every tick, so the price at any past second can be looked up', async () => {
    const { clock, market } = setup();
    await market.start();
    const seen: { at: number; price: string }[] = [];
    for (let i = 0; i < 5; i += 1) {
      clock.advance(1_000);
      const quote = market.quote('ETH/USDT');
      if (quote) seen.push({ at: quote.at, price: quote.price });
    }
    await market.recorded();
    for (const { at, price } of seen) {
      expect(await market.priceAt('ETH/USDT', at)).toMatchObject({ allname: 'ETH/USDT', at, price });
      // Within a second, the price is that second's tick.
      expect((await market.priceAt('ETH/USDT', at + 999))?.at).toBe(at);
    }
    expect(await market.priceAt('ETH/USDT', START - 1)).toBeUndefined();
    expect(await market.priceAt('NOPE/USDT', START + 2_000)).toBeUndefined();
  });

  it('answers K-lines from the recorded candles after the history, without overlap', async () => {
    const { clock, market } = setup();
    await market.start();
    clock.advance(5 * 60_000);
    await market.recorded();
    const page = await market.kline('BTC/USDT', '1m', 20);
    expect(page.list).toHaveLength(20);
    const times = page.list.map((c) => c.openTime);
    for (let i = 1; i < times.length; i += 1) expect((times[i] ?? 0) - (times[i - 1] ?? 0)).toBe(60_000);
    expect(times.at(-1)).toBe(Math.floor((START + 5 * 60_000) / 60_000) * 60_000);
    expect(page.list.at(-1)?.close.toFixed(2)).toBe(market.quote('BTC/USDT')?.price);
    expect(page.nextBefore).toBe(times[0]);
    const older = await market.kline('BTC/USDT', '1m', 20, page.nextBefore ?? 0);
    expect(older.list.at(-1)?.openTime).toBe((times[0] ?? 0) - 60_000);
    // Larger intervals agree with the minutes they hold.
    const [hour] = (await market.kline('BTC/USDT', '1h', 1)).list;
    const minutes = (await market.kline('BTC/USDT', '1m', 60, (hour?.openTime ?? 0) + 3_600_000)).list.filter((c) => c.openTime >= (hour?.openTime ?? 0));
    expect(hour?.high.toFixed(2)).toBe(minutes.map((c) => c.high.toNumber()).reduce((a, b) => Math.max(a, b)).toFixed(2));
    expect(hour?.close.toFixed(2)).toBe(minutes.at(-1)?.close.toFixed(2));
  });

  it('after a restart keeps the same past and walks on from the last recorded price', async () => {
    const clock = createManualClock(START);
    const first = setup(clock).market;
    await first.start();
    clock.advance(90_000);
    await first.recorded();
    const lastPrice = first.quote('BNB/USDT')?.price;
    const before = await first.kline('BNB/USDT', '1m', 10);
    await first.stop();

    clock.advance(30_000); // down for half a minute
    const { market: second } = setup(clock);
    const ticks: string[] = [];
    await second.start();
    ticks.push(second.quote('BNB/USDT')?.price ?? '');
    expect(ticks[0]).toBe(lastPrice);
    clock.advance(1_000);
    await second.recorded();
    const after = await second.kline('BNB/USDT', '1m', 12);
    // The candles recorded before the restart are still there, unchanged.
    const overlap = after.list.filter((c) => before.list.some((b) => b.openTime === c.openTime && b.openTime < (before.list.at(-1)?.openTime ?? 0)));
    expect(overlap.length).toBeGreaterThan(5);
    for (const candle of overlap) {
      const same = before.list.find((b) => b.openTime === candle.openTime);
      expect(candle.close.toString()).toBe(same?.close.toString());
    }
    // The first tick of the new run repeats the last recorded price at the resume second.
    expect((await second.priceAt('BNB/USDT', START + 120_000))?.price).toBe(lastPrice);
  });
});
