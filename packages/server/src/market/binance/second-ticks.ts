import { Decimal } from 'decimal.js';
import type { PriceTick } from '../candles.js';
import type { Currency } from '../currencies.js';
import type { MiniTicker } from './mini-ticker.js';

const SECOND_MS = 1_000;

interface Pending {
  readonly at: number;
  readonly price: string;
  readonly baseVolume24h: Decimal;
}

interface Feed {
  readonly currency: Currency;
  pending: Pending | undefined;
  /** `at` of the last published tick: nothing at or before it is published again. */
  lastAt: number;
  /** The 24 h volume at the last published tick of this connection; undefined until one. */
  lastBaseVolume: Decimal | undefined;
}

export interface SecondTicks {
  /** Takes a mini ticker; publishes the previous second of its currency if this one is later. */
  accept(ticker: MiniTicker): void;
  /** Publishes every currency's latest value of its second (called once per second). */
  flush(): void;
  /** A new connection: its first tick per currency has no volume to compare with. */
  restartVolumes(): void;
}

/**
 * Turns exchange mini tickers into at most one tick per currency per second: the latest value of a
 * second is held until that second is over (a later message for the currency, or the once-a-second
 * flush), so a second with several messages publishes its last price. `at` is the exchange's event
 * time floored to the second; a message for a second already published is dropped, so ticks stay
 * in time order per currency. Volume is the growth of the 24 h base volume since the previous tick:
 * the window also drops old trades, so a shrinking total counts as 0, never negative.
 */
export function createSecondTicks(options: {
  readonly currencies: readonly Currency[];
  readonly symbolOf: (currency: Currency) => string;
  /** Ticks before this (epoch ms) are dropped: history covers them. */
  readonly liveFromMs: () => number;
  readonly publish: (tick: PriceTick) => void;
}): SecondTicks {
  const feeds = new Map<string, Feed>(
    options.currencies.map((currency) => [
      options.symbolOf(currency),
      { currency, pending: undefined, lastAt: Number.NEGATIVE_INFINITY, lastBaseVolume: undefined },
    ]),
  );

  const publishPending = (feed: Feed) => {
    const pending = feed.pending;
    if (!pending) return;
    feed.pending = undefined;
    const previous = feed.lastBaseVolume;
    const volume = previous ? Decimal.max(0, pending.baseVolume24h.minus(previous)) : new Decimal(0);
    feed.lastBaseVolume = pending.baseVolume24h;
    feed.lastAt = pending.at;
    options.publish({ allname: feed.currency.allname, price: pending.price, volume: volume.toFixed(), at: pending.at });
  };

  return {
    accept(ticker) {
      const feed = feeds.get(ticker.symbol);
      if (!feed) return;
      const at = Math.floor(ticker.eventTime / SECOND_MS) * SECOND_MS;
      if (at <= feed.lastAt || at < options.liveFromMs()) return;
      if (feed.pending && feed.pending.at < at) publishPending(feed);
      if (feed.pending && feed.pending.at > at) return;
      feed.pending = { at, price: priceAtScale(ticker.lastPrice, feed.currency.priceScale), baseVolume24h: new Decimal(ticker.baseVolume24h) };
    },
    flush() {
      for (const feed of feeds.values()) publishPending(feed);
    },
    restartVolumes() {
      for (const feed of feeds.values()) feed.lastBaseVolume = undefined;
    },
  };
}

/** Rounded to the currency's scale; never below one smallest unit, as the simulator's prices. */
function priceAtScale(price: string, scale: number): string {
  const rounded = new Decimal(price).toDecimalPlaces(scale, Decimal.ROUND_HALF_UP);
  const smallest = new Decimal(10).pow(-scale);
  return Decimal.max(rounded, smallest).toFixed(scale);
}
