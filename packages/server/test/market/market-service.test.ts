import { describe, expect, it } from 'vitest';
import { LIVE_EVENT, ZPricePush } from '@meridian/protocol';
import { CURRENCIES } from '../../src/market/currencies.js';
import { createConfiguredSource, createMarketService } from '../../src/market/market-service.js';
import { createSimulator } from '../../src/market/simulator.js';
import { createManualClock } from './manual-clock.js';

const START = Date.UTC(2026, 0, 5, 12, 0, 30);

function setup() {
  const clock = createManualClock(START);
  const source = createSimulator({ seed: 7, clock, currencies: CURRENCIES.slice(0, 3) });
  const published: { event: string; content: unknown }[] = [];
  const market = createMarketService({
    source,
    sourceName: 'simulator',
    clock,
    live: {
      publish: (event, content) => {
        published.push({ event, content });
      },
    },
  });
  return { clock, source, market, published };
}

describe('the market service', () => {
  it('refuses a price source that does not exist yet', () => {
    expect(() => createConfiguredSource({ priceSource: 'binance' }, createManualClock(START))).toThrow(/PRICE_SOURCE "binance" is not supported/);
  });

  it('publishes every currency as [price, reference] once a second, with the 24 h open as reference', async () => {
    const { clock, source, market, published } = setup();
    await market.start();
    expect(published).toHaveLength(0);
    clock.advance(1_000);
    expect(published).toHaveLength(1);
    const [push] = published;
    expect(push?.event).toBe(LIVE_EVENT.chainCurrencyPrice);
    const content = ZPricePush.parse(push?.content);
    expect(Object.keys(content).sort()).toEqual(CURRENCIES.slice(0, 3).map((c) => c.allname).sort());
    const [dayAgo] = await source.history('BTC/USDT', '1m', START - 24 * 3600_000 + 1, 1);
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
    const { clock, source, market } = setup();
    await market.start();
    clock.advance(3_000);
    expect(market.quote('ETH/USDT')?.stale).toBe(false);
    // The source stops, the market keeps running.
    await source.stop();
    clock.advance(10_000);
    expect(market.quote('ETH/USDT')?.stale).toBe(true);
    await market.stop();
  });

  it('appends candles built from live ticks after the history, without overlap', async () => {
    const { clock, market } = setup();
    await market.start();
    clock.advance(5 * 60_000);
    const page = await market.kline('BTC/USDT', '1m', 20);
    expect(page.list).toHaveLength(20);
    const times = page.list.map((c) => c.openTime);
    for (let i = 1; i < times.length; i += 1) expect((times[i] ?? 0) - (times[i - 1] ?? 0)).toBe(60_000);
    expect(times.at(-1)).toBe(Math.floor((START + 5 * 60_000) / 60_000) * 60_000);
    expect(page.list.at(-1)?.close.toFixed(2)).toBe(market.quote('BTC/USDT')?.price);
    expect(page.nextBefore).toBe(times[0]);
    const older = await market.kline('BTC/USDT', '1m', 20, page.nextBefore ?? 0);
    expect(older.list.at(-1)?.openTime).toBe((times[0] ?? 0) - 60_000);
    await market.stop();
  });
});
