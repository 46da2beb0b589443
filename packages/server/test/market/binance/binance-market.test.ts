import { afterEach, describe, expect, it } from 'vitest';
import { createConfiguredSource } from '../../../src/market/configured-source.js';
import { createMarketService, type MarketService } from '../../../src/market/market-service.js';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database.js';
import { createManualClock } from '../manual-clock.js';
import { RECORDED_AT, eventually, listed } from './binance-harness.js';
import { startFakeExchange, type FakeExchange } from './fake-exchange.js';

/** PRICE_SOURCE=binance:<url> end to end: the exchange's ticks are recorded and charted like the simulator's. */
let database: TestDatabase | undefined;
let exchange: FakeExchange | undefined;
let market: MarketService | undefined;
afterEach(async () => {
  await market?.stop();
  await exchange?.close();
  await database?.dispose();
});

describe('the market on an exchange feed', () => {
  it('records the exchange ticks and charts its klines before genesis, recorded candles after', async () => {
    database = await createTestDatabase();
    exchange = await startFakeExchange();
    const clock = createManualClock(RECORDED_AT);
    const currencies = [listed('BTC/USDT'), listed('ETH/USDT')];
    market = createMarketService({
      database: database.database,
      createSource: createConfiguredSource({ priceSource: `binance:${exchange.restUrl}` }, clock),
      currencies,
      sourceName: 'binance',
      clock,
      live: { publish: () => undefined },
    });
    await market.start();
    expect(market.isFeedOwner()).toBe(true);
    const reference = market.quote('BTC/USDT')?.reference;

    exchange.replay();
    await eventually(() => {
      expect(market?.quote('BTC/USDT')?.at).toBeGreaterThan(RECORDED_AT);
    });
    clock.advance(1_000);
    await market.recorded();
    const quote = market.quote('BTC/USDT');
    expect(quote?.price).toMatch(/^\d+\.\d{2}$/);
    expect(quote?.stale).toBe(false);
    expect(quote?.reference).toBe(reference);
    // Recorded, so the price at that second can be looked up.
    expect((await market.priceAt('BTC/USDT', quote?.at ?? 0))?.price).toBe(quote?.price);

    const page = await market.kline('BTC/USDT', '1m', 50);
    const last = page.list.at(-1);
    expect(last?.close.toFixed(2)).toBe(quote?.price);
    // The minutes before genesis are the exchange's own klines.
    expect(page.list.length).toBeGreaterThan(40);
    expect(exchange.klineRequests.some((url) => url.searchParams.get('symbol') === 'BTCUSDT')).toBe(true);
    const times = page.list.map((candle) => candle.openTime);
    expect(new Set(times).size).toBe(times.length);
  });
});
