import type { DbOrTx } from '../db/types.js';
import { readFeedOwner, thisProcess, type FeedOwner } from './feed-owner-store.js';
import type { MarketService } from './market-service.js';
import { STALE_AFTER_MS } from './stale.js';

/** What the dashboard says of the price feed, as this process sees it. */
export interface PriceFeedState {
  /** PRICE_SOURCE: `simulator` or the configured exchange. */
  source: string;
  /** The process that took the feed last (null before any did). */
  owner: FeedOwner | null;
  /** Whether the process answering owns it now. */
  ownedHere: boolean;
  /** The process answering (with several processes, the one the load balancer chose). */
  answeredBy: { host: string; pid: number };
  /** The newest tick this process has of any currency (null before the first). */
  lastTickAt: string | null;
  staleAfterSeconds: number;
  /** Currencies without a tick for staleAfterSeconds, as members' quotes mark them stale. */
  stale: { currency: string; lastTickAt: string | null }[];
}

const isoOrNull = (ms: number) => (ms === 0 ? null : new Date(ms).toISOString());

/** Epoch ms of the newest price tick a process knows (0 before the first). */
export function newestTickAt(market: Pick<MarketService, 'quotes'>): number {
  return Math.max(0, ...market.quotes().map((quote) => quote.at));
}

/**
 * Stale is the quote book's own judgement (stale.ts: by when ticks arrived here, on the market's
 * clock), so the dashboard lists exactly the currencies members see frozen.
 */
export async function readPriceFeedState(db: DbOrTx, market: Pick<MarketService, 'sourceName' | 'isFeedOwner' | 'quotes'>): Promise<PriceFeedState> {
  const quotes = market.quotes();
  return {
    source: market.sourceName,
    owner: await readFeedOwner(db),
    ownedHere: market.isFeedOwner(),
    answeredBy: thisProcess(),
    lastTickAt: isoOrNull(newestTickAt(market)),
    staleAfterSeconds: STALE_AFTER_MS / 1000,
    stale: quotes.filter((quote) => quote.stale).map((quote) => ({ currency: quote.currency.allname, lastTickAt: isoOrNull(quote.at) })),
  };
}
