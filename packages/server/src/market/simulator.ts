import { LruCache } from '../cache/lru-cache.js';
import { buildBaseHistory, historyCandles, type BaseHistory } from './backfill.js';
import type { Candle, PriceTick } from './candles.js';
import { SYSTEM_CLOCK, type Clock } from './clock.js';
import { CURRENCIES, VOLUME_SCALE, findCurrency, type Currency } from './currencies.js';
import type { PriceSource } from './price-source.js';
import { createNormalSource, deriveSeed, type NormalSource } from './seeded-normal.js';
import { toUnits, toVolumeUnits, unitsToString } from './units.js';

const TICK_MS = 1_000;
const SECONDS_PER_YEAR = 365.25 * 24 * 60 * 60;
/** Stream number of the live ticks' random draws (history uses another). */
const LIVE_STREAM = 2;
/**
 * History pages kept, each up to 1,441 candles (about 0.7 MB): the K-line header's 24 hours and a
 * chart's first page of each pair, asked for on every home and K-line page while the record is
 * younger than they reach.
 */
const HISTORY_PAGES_KEPT = 32;

export interface SimulatorOptions {
  /** Same seed and same start → the same ticks and the same history. */
  readonly seed: number;
  readonly clock?: Clock;
  readonly currencies?: readonly Currency[];
  /**
   * Where the back-filled history ends and the first live tick is due; defaults to the clock's
   * now. Rounded down to the second. The market service passes its genesis here, so every process
   * and every restart agrees on the same past.
   */
  readonly startMs?: number;
}

export interface Simulator extends PriceSource {
  /** Where history ends. */
  readonly startMs: number;
}

interface Walk {
  readonly currency: Currency;
  draws: NormalSource;
  /** Log of the unrounded price: rounding is for publishing only, never fed back. */
  logPrice: number;
}

/**
 * The default price source: geometric Brownian motion (no drift, so the price is a martingale),
 * one tick per second per currency at exactly start + k seconds. Tick k depends only on the seed,
 * the start and k, never on when the timer fires: a late timer publishes every tick it owes (also
 * after stop and start again: the recorder downstream wants every second).
 */
export function createSimulator(options: SimulatorOptions): Simulator {
  const clock = options.clock ?? SYSTEM_CLOCK;
  const currencies = options.currencies ?? CURRENCIES;
  const startMs = Math.floor((options.startMs ?? clock.now()) / TICK_MS) * TICK_MS;
  const dt = TICK_MS / 1000 / SECONDS_PER_YEAR;
  const walks: Walk[] = currencies.map((currency) => ({
    currency,
    draws: createNormalSource(deriveSeed(options.seed, currency.id, LIVE_STREAM)),
    logPrice: Math.log(Number(currency.startPrice)),
  }));
  const listeners = new Set<(tick: PriceTick) => void>();
  const histories = new Map<string, BaseHistory>();
  /**
   * Pages already made, by pair, interval, end and length: the same page is asked for again until a
   * minute's candle is recorded, and making one turns every candle into decimals (2026-11-28: a
   * tenth of the journeys' server CPU went to making the same 24 hours again). The history never
   * changes, so a kept page is never stale; each caller gets its own copy of the list.
   */
  const historyPages = new LruCache<string, readonly Candle[]>(HISTORY_PAGES_KEPT);
  /** When the live ticks of this run began: the history's end, or a later resume. */
  let liveStartMs = startMs;
  /** The first tick of a run repeats the price it starts from (no step yet). */
  const startPrices = new Map<string, string>(currencies.map((currency) => [currency.allname, currency.startPrice]));
  let nextTick = 0;
  let cancelTimer: (() => void) | undefined;

  /**
   * Continues the walk from recorded prices at the current second. Each resume second draws from
   * its own seeded stream: a restart never replays the moves of an earlier run.
   */
  const resume = (from: ReadonlyMap<string, string>) => {
    const resumeMs = Math.max(startMs, Math.floor(clock.now() / TICK_MS) * TICK_MS);
    if (resumeMs === startMs) return;
    liveStartMs = resumeMs;
    nextTick = 0;
    for (const walk of walks) {
      const price = from.get(walk.currency.allname) ?? startPrices.get(walk.currency.allname) ?? walk.currency.startPrice;
      walk.draws = createNormalSource(deriveSeed(options.seed ^ Math.floor(resumeMs / TICK_MS), walk.currency.id, LIVE_STREAM));
      walk.logPrice = Math.log(Number(price));
      startPrices.set(walk.currency.allname, price);
    }
  };

  const tickOf = (walk: Walk, index: number, at: number): PriceTick => {
    const { currency, draws } = walk;
    if (index > 0) {
      const sigma = currency.volatility;
      walk.logPrice += -0.5 * sigma * sigma * dt + sigma * Math.sqrt(dt) * draws.normal();
    }
    const price = Math.exp(walk.logPrice);
    const volume = toVolumeUnits((currency.turnoverPerSecond / price) * draws.between(0.5, 1.5), VOLUME_SCALE);
    return {
      allname: currency.allname,
      // The first tick is the price the run starts from (where the history or the record ends).
      price: index === 0 ? (startPrices.get(currency.allname) ?? currency.startPrice) : unitsToString(toUnits(price, currency.priceScale), currency.priceScale),
      volume: unitsToString(volume, VOLUME_SCALE),
      at,
    };
  };

  const publishDue = () => {
    const due: PriceTick[] = [];
    while (liveStartMs + nextTick * TICK_MS <= clock.now()) {
      const at = liveStartMs + nextTick * TICK_MS;
      for (const walk of walks) due.push(tickOf(walk, nextTick, at));
      nextTick += 1;
    }
    // Scheduled before the listeners run, so a throwing listener cannot stop the market.
    cancelTimer = clock.schedule(publishDue, liveStartMs + nextTick * TICK_MS - clock.now());
    for (const tick of due) for (const listener of listeners) listener(tick);
  };

  return {
    currencies,
    startMs,
    start: (from) => {
      if (!cancelTimer) {
        if (from) resume(from);
        publishDue();
      }
      return Promise.resolve();
    },
    stop: () => {
      cancelTimer?.();
      cancelTimer = undefined;
      return Promise.resolve();
    },
    onTick: (listener) => {
      // A wrapper per subscription, so subscribing the same function twice is two subscriptions.
      const subscription = (tick: PriceTick) => {
        listener(tick);
      };
      listeners.add(subscription);
      return () => {
        listeners.delete(subscription);
      };
    },
    history: (allname, interval, endMs, limit) => {
      const currency = findCurrency(allname, currencies);
      if (!currency) return Promise.resolve([]);
      const key = `${allname} ${interval} ${String(endMs)} ${String(limit)}`;
      const kept = historyPages.get(key);
      if (kept) return Promise.resolve([...kept]);
      let history = histories.get(allname);
      if (!history) {
        // Built on first use and kept: about 70,000 base candles (~3 MB) per currency.
        history = buildBaseHistory(currency, options.seed, startMs);
        histories.set(allname, history);
      }
      const page = historyCandles(history, interval, endMs, limit);
      historyPages.set(key, page);
      return Promise.resolve([...page]);
    },
  };
}
