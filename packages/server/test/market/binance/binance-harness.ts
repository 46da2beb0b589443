import { afterEach, vi } from 'vitest';
import type { PriceTick } from '../../../src/market/candles.js';
import { findCurrency, type Currency } from '../../../src/market/currencies.js';
import { createBinanceSource, type BinanceSourceOptions } from '../../../src/market/binance/binance-source.js';
import type { PriceSource } from '../../../src/market/price-source.js';
import { createManualClock, type ManualClock } from '../manual-clock.js';
import { startFakeExchange, type FakeExchange, type KlineRow } from './fake-exchange.js';

/** When the recordings were made: the fixtures' klines end in this minute, their tickers follow it. */
export const RECORDED_AT = Date.parse('2024-06-12T13:47:31Z');

export function listed(allname: string): Currency {
  const currency = findCurrency(allname);
  if (!currency) throw new Error(`${allname} is not listed`);
  return currency;
}

export interface Harness {
  readonly exchange: FakeExchange;
  readonly source: PriceSource;
  readonly clock: ManualClock;
  readonly ticks: PriceTick[];
  readonly logs: string[];
  /** How many log lines match. */
  logged(pattern: RegExp): number;
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A fake exchange and a source on it with a manual clock at RECORDED_AT; both are closed after the test. */
export async function openHarness(
  options: {
    minuteKlines?: Record<string, KlineRow[]>;
    currencies?: readonly Currency[];
    random?: () => number;
    sourceOptions?: Partial<BinanceSourceOptions>;
  } = {},
): Promise<Harness> {
  const exchange = await startFakeExchange({ minuteKlines: options.minuteKlines });
  const clock = createManualClock(RECORDED_AT);
  const logs: string[] = [];
  const source = createBinanceSource({
    restUrl: exchange.restUrl,
    wsUrl: exchange.wsUrl,
    currencies: options.currencies ?? [listed('BTC/USDT'), listed('ETH/USDT')],
    clock,
    random: options.random ?? (() => 1),
    log: (message) => logs.push(message),
    ...options.sourceOptions,
  });
  const ticks: PriceTick[] = [];
  source.onTick((tick) => ticks.push(tick));
  cleanups.push(async () => {
    await source.stop();
    await exchange.close();
  });
  return { exchange, source, clock, ticks, logs, logged: (pattern) => logs.filter((line) => pattern.test(line)).length };
}

/** Waits for something the network delivers; time on the manual clock does not move meanwhile. */
export async function eventually(check: () => void): Promise<void> {
  await vi.waitFor(check, { timeout: 5_000, interval: 5 });
}

export function miniTicker(symbol: string, eventTime: number, lastPrice: string, baseVolume24h: string): object {
  return {
    stream: `${symbol.toLowerCase()}@miniTicker`,
    data: { e: '24hrMiniTicker', E: eventTime, s: symbol, c: lastPrice, o: lastPrice, h: lastPrice, l: lastPrice, v: baseVolume24h, q: '0.00000000' },
  };
}
