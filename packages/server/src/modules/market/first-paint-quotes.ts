import { quoteTexts, type TFirstPaintQuote } from '@meridian/protocol';
import type { Clock } from '../../market/clock.js';
import type { MarketService } from '../../market/market-service.js';
import { singleNowPrice } from './get-single-now-price.js';

/**
 * How long the quotes written into the first paint are reused: a page request costs at most one
 * read of each pair's day per this much time, whatever the traffic, and the quotes a page shows are
 * never older than this plus a tick. The live channel moves them on once the app runs.
 */
export const FIRST_PAINT_QUOTES_TTL_MS = 1_000;

/**
 * Each traded pair's K-line header quote, for the first paint of the member app (issue 21): its
 * page shows the header of the pair asked for before any script runs. Pairs whose quote is stale
 * (the feed is down) are left out; the app asks for them, and says they are stale, as before.
 */
export function firstPaintQuotes(market: Pick<MarketService, 'quotes' | 'kline'>, clock: Pick<Clock, 'now'>): () => Promise<Record<string, TFirstPaintQuote>> {
  let cached: { at: number; quotes: Promise<Record<string, TFirstPaintQuote>> } | null = null;

  async function read(): Promise<Record<string, TFirstPaintQuote>> {
    const fresh = market.quotes().filter((quote) => !quote.stale && quote.at > 0);
    const answers = await Promise.all(fresh.map((quote) => singleNowPrice(market, quote)));
    return Object.fromEntries(answers.map((quote) => [quote.allname, { quote, texts: quoteTexts(quote) }]));
  }

  return () => {
    const now = clock.now();
    if (cached === null || now - cached.at >= FIRST_PAINT_QUOTES_TTL_MS) {
      const quotes = read();
      cached = { at: now, quotes };
      // A failed read is not kept: the next page asks again.
      quotes.catch(() => {
        if (cached?.quotes === quotes) cached = null;
      });
    }
    return cached.quotes;
  };
}
