import { Decimal } from 'decimal.js';
import { quoteTexts } from '@meridian/protocol';
import { describe, expect, it } from 'vitest';
import { findCurrency } from '../../../src/market/currencies.js';
import type { MarketQuote } from '../../../src/market/quote-book.js';
import { FIRST_PAINT_QUOTES_TTL_MS, firstPaintQuotes } from '../../../src/modules/market/first-paint-quotes.js';

function currency(allname: string) {
  const found = findCurrency(allname);
  if (found === undefined) throw new Error(`no ${allname}`);
  return found;
}

/** A market of two pairs, ETH's feed stale, whose day reads are counted. */
function market() {
  const quotes: MarketQuote[] = [
    { currency: currency('BTC/USDT'), price: '64245.70', reference: '63000.00', at: 1_000, stale: false },
    { currency: currency('ETH/USDT'), price: '3400.00', reference: '3300.00', at: 1_000, stale: true },
  ];
  const reads: string[] = [];
  const candle = (high: string, low: string, volume: string) => ({ openTime: 0, open: new Decimal(low), high: new Decimal(high), low: new Decimal(low), close: new Decimal(high), volume: new Decimal(volume) });
  return {
    reads,
    quotes: () => quotes,
    kline: (allname: string) => {
      reads.push(allname);
      return Promise.resolve({ list: [candle('65000', '62000.004', '1000.5'), candle('64500', '63000', '234.0678')], nextBefore: null });
    },
  };
}

describe('the quotes of the first paint', () => {
  it('are each fresh pair’s K-line header, with the texts the app writes for it; a stale pair is left to the app', async () => {
    const fake = market();
    const quotes = await firstPaintQuotes(fake, { now: () => 0 })();
    expect(Object.keys(quotes)).toEqual(['BTC/USDT']);
    const btc = quotes['BTC/USDT'];
    expect(btc?.quote).toMatchObject({ allname: 'BTC/USDT', price: '64245.70', rate: '1.98', scale: 2, high24h: '65000.00', low24h: '62000.00', stale: false });
    expect(btc?.texts).toEqual(btc === undefined ? undefined : quoteTexts(btc.quote));
    expect(btc?.texts.price).toBe('64,245.70');
  });

  it('read each pair’s day at most once per second, whatever the number of pages', async () => {
    const fake = market();
    let now = 0;
    const quotes = firstPaintQuotes(fake, { now: () => now });
    await Promise.all([quotes(), quotes(), quotes()]);
    expect(fake.reads).toEqual(['BTC/USDT']);
    now = FIRST_PAINT_QUOTES_TTL_MS - 1;
    await quotes();
    expect(fake.reads).toHaveLength(1);
    now = FIRST_PAINT_QUOTES_TTL_MS;
    await quotes();
    expect(fake.reads).toHaveLength(2);
  });

  it('do not keep a failed read: the next page asks again', async () => {
    const fake = market();
    let fail = true;
    const quotes = firstPaintQuotes({ quotes: fake.quotes, kline: (allname: string) => (fail ? Promise.reject(new Error('database down')) : fake.kline(allname)) }, { now: () => 0 });
    await expect(quotes()).rejects.toThrow('database down');
    fail = false;
    await expect(quotes()).resolves.toHaveProperty(['BTC/USDT']);
  });
});
