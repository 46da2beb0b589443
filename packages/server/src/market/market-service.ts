import { Decimal } from 'decimal.js';
import { LIVE_EVENT } from '@meridian/protocol';
import type { Config } from '../env.js';
import type { LiveHub } from '../live/live-hub.js';
import { INTERVALS, INTERVAL_MS, bucketStart, type Candle, type Interval, type PriceTick } from './candles.js';
import { SYSTEM_CLOCK, type Clock } from './clock.js';
import { findCurrency, type Currency } from './currencies.js';
import type { PriceSource } from './price-source.js';
import { createSimulator } from './simulator.js';
import { createStaleTracker, type StaleTracker } from './stale.js';

const BROADCAST_MS = 1_000;
const DAY_MS = INTERVAL_MS['1d'];
/** The simulator's seed: the same market every run that starts at the same second. */
export const SIMULATOR_SEED = 20_240_601;
/**
 * Live candles kept per currency and interval. 1,500 one-minute candles cover the 24 h reference;
 * older live candles are dropped (trade-off: after more than a day of uptime, 1m paging back past
 * them reaches the back-filled history with a gap until the recorder of a later issue exists).
 */
const LIVE_CANDLES_KEPT = 1_500;

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

export interface KLinePage {
  /** Oldest first. */
  readonly list: Candle[];
  /** Pass as `before` for older candles; null when there are none. */
  readonly nextBefore: number | null;
}

export interface MarketService {
  readonly sourceName: string;
  readonly currencies: readonly Currency[];
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Unknown currency → undefined. */
  quote(allname: string): MarketQuote | undefined;
  quotes(): MarketQuote[];
  /** Candles of `interval`, newest last: the source's history, then the ones built from live ticks. */
  kline(allname: string, interval: Interval, limit: number, before?: number): Promise<KLinePage>;
  /** Publishes one price push now (the timer calls it every second). */
  broadcast(): void;
}

export interface MarketServiceOptions {
  readonly source: PriceSource;
  readonly sourceName: string;
  readonly live: Pick<LiveHub, 'publish'>;
  readonly clock?: Clock;
}

interface BuildingCandle {
  openTime: number;
  open: Decimal;
  high: Decimal;
  low: Decimal;
  close: Decimal;
  volume: Decimal;
}

interface CurrencyState {
  readonly currency: Currency;
  latest: PriceTick | undefined;
  reference: string | undefined;
  readonly candles: Record<Interval, BuildingCandle[]>;
}

/** The price source named by PRICE_SOURCE; only the simulator exists so far. */
export function createConfiguredSource(config: Pick<Config, 'priceSource'>, clock: Clock): PriceSource {
  if (config.priceSource === 'simulator') return createSimulator({ seed: SIMULATOR_SEED, clock });
  throw new Error(`PRICE_SOURCE "${config.priceSource}" is not supported: only "simulator" is available (the exchange adapter is not built yet)`);
}

function emptyCandles(): Record<Interval, BuildingCandle[]> {
  return Object.fromEntries(INTERVALS.map((interval) => [interval, []])) as unknown as Record<Interval, BuildingCandle[]>;
}

/** Candles in time order from two sorted lists; a bucket in both is merged (history first). */
function mergeCandles(older: readonly Candle[], newer: readonly Candle[]): Candle[] {
  const result = [...older];
  for (const candle of newer) {
    const last = result.at(-1);
    if (last && last.openTime === candle.openTime) {
      result[result.length - 1] = {
        openTime: last.openTime,
        open: last.open,
        high: Decimal.max(last.high, candle.high),
        low: Decimal.min(last.low, candle.low),
        close: candle.close,
        volume: last.volume.plus(candle.volume),
      };
    } else if (!last || last.openTime < candle.openTime) {
      result.push(candle);
    }
  }
  return result;
}

/**
 * Owns the price source: keeps each currency's latest tick, its 24 h reference, the candles built
 * from live ticks and its staleness, and pushes all prices to every socket once a second.
 */
export function createMarketService(options: MarketServiceOptions): MarketService {
  const clock = options.clock ?? SYSTEM_CLOCK;
  const source = options.source;
  const states = new Map<string, CurrencyState>(
    source.currencies.map((currency) => [currency.allname, { currency, latest: undefined, reference: undefined, candles: emptyCandles() }]),
  );
  const stale: StaleTracker = createStaleTracker({ allnames: [...states.keys()], now: () => clock.now() });
  let unsubscribe: (() => void) | undefined;
  let cancelBroadcast: (() => void) | undefined;
  let running = false;

  const onTick = (tick: PriceTick) => {
    const state = states.get(tick.allname);
    if (!state) return;
    state.latest = tick;
    stale.recordTick(tick.allname);
    const price = new Decimal(tick.price);
    const volume = new Decimal(tick.volume);
    for (const interval of INTERVALS) {
      const list = state.candles[interval];
      const openTime = bucketStart(interval, tick.at);
      const last = list.at(-1);
      if (last?.openTime === openTime) {
        if (price.greaterThan(last.high)) last.high = price;
        if (price.lessThan(last.low)) last.low = price;
        last.close = price;
        last.volume = last.volume.plus(volume);
      } else if (!last || last.openTime < openTime) {
        list.push({ openTime, open: price, high: price, low: price, close: price, volume });
        if (list.length > LIVE_CANDLES_KEPT) list.splice(0, list.length - LIVE_CANDLES_KEPT);
      }
    }
  };

  /** The open of the 1m candle holding now − 24 h: live if it is that recent, else from history. */
  const refreshReference = async (state: CurrencyState) => {
    const target = bucketStart('1m', clock.now() - DAY_MS);
    const live = state.candles['1m'];
    const firstLive = live[0];
    if (firstLive && firstLive.openTime <= target) {
      const candle = [...live].reverse().find((c) => c.openTime <= target) ?? firstLive;
      state.reference = candle.open.toFixed(state.currency.priceScale);
      return;
    }
    const [atTarget] = await source.history(state.currency.allname, '1m', target + INTERVAL_MS['1m'], 1);
    if (atTarget) {
      state.reference = atTarget.open.toFixed(state.currency.priceScale);
      return;
    }
    // Nothing that old: the oldest price there is.
    state.reference = firstLive?.open.toFixed(state.currency.priceScale) ?? state.latest?.price ?? state.currency.startPrice;
  };

  const quoteOf = (state: CurrencyState): MarketQuote => {
    const price = state.latest?.price ?? state.currency.startPrice;
    return {
      currency: state.currency,
      price,
      reference: state.reference ?? price,
      at: state.latest?.at ?? 0,
      stale: stale.isStale(state.currency.allname),
    };
  };

  const broadcast = () => {
    const content: Record<string, [string, string]> = {};
    for (const state of states.values()) {
      const quote = quoteOf(state);
      content[state.currency.allname] = [quote.price, quote.reference];
    }
    // LiveHub.publish encodes the envelope once and emits that one string to every socket.
    options.live.publish(LIVE_EVENT.chainCurrencyPrice, content);
  };

  let lastReferenceMinute = -1;
  const tickBroadcast = () => {
    cancelBroadcast = clock.schedule(tickBroadcast, BROADCAST_MS);
    broadcast();
    // The 24 h window moves: refresh the references once a minute.
    const minute = bucketStart('1m', clock.now());
    if (minute !== lastReferenceMinute) {
      lastReferenceMinute = minute;
      void Promise.all([...states.values()].map(refreshReference)).catch(() => undefined);
    }
  };

  return {
    sourceName: options.sourceName,
    currencies: source.currencies,
    async start() {
      if (running) return;
      running = true;
      unsubscribe = source.onTick(onTick);
      await source.start();
      lastReferenceMinute = bucketStart('1m', clock.now());
      cancelBroadcast = clock.schedule(tickBroadcast, BROADCAST_MS);
      await Promise.all([...states.values()].map(refreshReference));
    },
    async stop() {
      if (!running) return;
      running = false;
      cancelBroadcast?.();
      cancelBroadcast = undefined;
      unsubscribe?.();
      unsubscribe = undefined;
      await source.stop();
    },
    quote(allname) {
      const state = findCurrency(allname, source.currencies) ? states.get(allname) : undefined;
      return state ? quoteOf(state) : undefined;
    },
    quotes: () => [...states.values()].map(quoteOf),
    async kline(allname, interval, limit, before) {
      const state = states.get(allname);
      if (!state) return { list: [], nextBefore: null };
      const end = before ?? Number.POSITIVE_INFINITY;
      const live = state.candles[interval].filter((candle) => candle.openTime < end);
      // One more than asked for tells whether anything older exists.
      const historyEnd = Math.min(end, clock.now() + 1);
      const history = await source.history(allname, interval, historyEnd, limit + 1);
      const merged = mergeCandles(history, live);
      const list = merged.slice(-limit);
      const oldest = list[0];
      return { list, nextBefore: merged.length > limit && oldest ? oldest.openTime : null };
    },
    broadcast,
  };
}
