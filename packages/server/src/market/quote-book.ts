import { KLINE_INTERVAL_MS, klineBucketStart } from '@meridian/protocol';
import type { PriceTick } from './candles.js';
import type { Clock } from './clock.js';
import { findCurrency, type Currency } from './currencies.js';
import type { KLinePage } from './kline-reader.js';
import { createStaleTracker } from './stale.js';

const DAY_MS = KLINE_INTERVAL_MS['1d'];

/** The latest price of a currency and what its change is measured against. */
export interface MarketQuote {
  readonly currency: Currency;
  /** Decimal string at the currency's scale. */
  readonly price: string;
  /** The 24 h reference (the open of the 1m candle 24 h ago). */
  readonly reference: string;
  /** Epoch ms of the tick; 0 before the first tick. */
  readonly at: number;
  readonly stale: boolean;
}

/**
 * What every process keeps, owner of the feed or not: the newest tick of each currency, its 24 h
 * reference and whether it has gone stale. Ticks reach it from the process's own source or from
 * the owner's notifications; an older tick than the one held changes nothing.
 */
export interface QuoteBook {
  has(allname: string): boolean;
  applyTick(tick: PriceTick): void;
  quote(allname: string): MarketQuote | undefined;
  quotes(): MarketQuote[];
  /** Reads each currency's 24 h reference again (the window moves a minute at a time). */
  refreshReferences(kline: (allname: string, limit: number, before: number) => Promise<KLinePage>): Promise<void>;
  /** The 1 Hz push's content: price and reference of every currency. */
  pushContent(): Record<string, [string, string]>;
}

interface CurrencyState {
  readonly currency: Currency;
  latest: PriceTick | undefined;
  reference: string | undefined;
}

export function createQuoteBook(currencies: readonly Currency[], clock: Clock): QuoteBook {
  const states = new Map<string, CurrencyState>(currencies.map((currency) => [currency.allname, { currency, latest: undefined, reference: undefined }]));
  const stale = createStaleTracker({ allnames: [...states.keys()], now: () => clock.now() });

  const quoteOf = (state: CurrencyState): MarketQuote => {
    const price = state.latest?.price ?? state.currency.startPrice;
    return { currency: state.currency, price, reference: state.reference ?? price, at: state.latest?.at ?? 0, stale: stale.isStale(state.currency.allname) };
  };

  return {
    has: (allname) => states.has(allname),
    applyTick(tick) {
      const state = states.get(tick.allname);
      if (!state) return;
      if (state.latest && state.latest.at > tick.at) return;
      state.latest = tick;
      stale.recordTick(tick.allname);
    },
    quote(allname) {
      const state = findCurrency(allname, currencies) ? states.get(allname) : undefined;
      return state ? quoteOf(state) : undefined;
    },
    quotes: () => [...states.values()].map(quoteOf),
    async refreshReferences(kline) {
      const target = klineBucketStart('1m', clock.now() - DAY_MS);
      await Promise.all(
        [...states.values()].map(async (state) => {
          const [atTarget] = (await kline(state.currency.allname, 1, target + KLINE_INTERVAL_MS['1m'])).list;
          // Nothing that old: the oldest price there is.
          state.reference = atTarget ? atTarget.open.toFixed(state.currency.priceScale) : state.latest?.price ?? state.currency.startPrice;
        }),
      );
    },
    pushContent() {
      const content: Record<string, [string, string]> = {};
      for (const state of states.values()) {
        const quote = quoteOf(state);
        content[state.currency.allname] = [quote.price, quote.reference];
      }
      return content;
    },
  };
}
