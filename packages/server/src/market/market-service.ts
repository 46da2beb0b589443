import { LIVE_EVENT } from '@meridian/protocol';
import type { Database, HeldLock, Listening } from '../db/client.js';
import type { LiveHub } from '../live/live-hub.js';
import { INTERVAL_MS, bucketStart, type Candle, type Interval, type PriceTick } from './candles.js';
import { SYSTEM_CLOCK, type Clock } from './clock.js';
import { CURRENCIES, findCurrency, type Currency } from './currencies.js';
import { mergeCandles } from './merge-candles.js';
import type { PriceSource } from './price-source.js';
import { createStaleTracker, type StaleTracker } from './stale.js';
import { decodeTickNotice, encodeTickNotice, TICK_CHANNEL } from './tick-notice.js';
import { ensureGenesis, latestTicks, pruneTicks, recordTicks, recordedCandles, tickAt } from './tick-store.js';

const BROADCAST_MS = 1_000;
const DAY_MS = INTERVAL_MS['1d'];
/** Any number that is ours alone: whoever holds it owns the price feed. */
export const FEED_LOCK_KEY = 4_206_870_002;
/** How often a process that does not own the feed tries to take it over. */
const TAKEOVER_RETRY_MS = 2_000;
/** Attempts in a row when the database cannot be reached, and the (real-time) pause between them. */
const LOCK_ATTEMPTS = 3;
const LOCK_RETRY_PAUSE_MS = 300;
/**
 * Recorded ticks are kept a week: contracts settle within minutes and keep their own ticks, and
 * the candles stay for ever. A week of 21 currencies is about 13 million rows.
 */
const TICK_RETENTION_MS = 7 * DAY_MS;
const PRUNE_EVERY_MS = 60 * 60_000;
/** A recorder that cannot write keeps at most this many ticks (about 5 minutes) to retry. */
const MAX_PENDING_TICKS = 300 * CURRENCIES.length;

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
  /** Whether this process owns the price feed now. */
  isFeedOwner(): boolean;
  /** Unknown currency → undefined. */
  quote(allname: string): MarketQuote | undefined;
  quotes(): MarketQuote[];
  /** Candles of `interval`, newest last: the source's history before genesis, then the recorded ones. */
  kline(allname: string, interval: Interval, limit: number, before?: number): Promise<KLinePage>;
  /** The recorded tick at or before `atMs`: the price at that second. */
  priceAt(allname: string, atMs: number): Promise<PriceTick | undefined>;
  /** Publishes one price push to this process's sockets now (the timer calls it every second). */
  broadcast(): void;
  /** Resolves once every tick this process has received so far is recorded (or failed to be). */
  recorded(): Promise<void>;
}

export interface MarketLog {
  info(message: string): void;
  error(error: unknown, message: string): void;
}

export interface MarketServiceOptions {
  readonly database: Pick<Database, 'db' | 'listen' | 'tryAdvisoryLock'>;
  readonly sourceName: string;
  /** Makes the source whose history ends at `genesisMs`; it is started only while this process owns the feed. */
  readonly createSource: (genesisMs: number) => PriceSource;
  readonly currencies?: readonly Currency[];
  readonly live: Pick<LiveHub, 'publish'>;
  readonly clock?: Clock;
  readonly log?: MarketLog;
}

interface CurrencyState {
  readonly currency: Currency;
  latest: PriceTick | undefined;
  reference: string | undefined;
}

const QUIET_LOG: MarketLog = { info: () => undefined, error: () => undefined };

/**
 * The market of one process. Exactly one process (the holder of an advisory lock) runs the price
 * source: it records every tick and its candles in the database and announces each batch on a
 * notification channel. Every process, owner or not, keeps the latest quotes from those ticks and
 * pushes them to its own sockets once a second, and answers K-lines from the recorded candles. When
 * the owner dies its lock goes with its connection and another process takes over within seconds.
 */
export function createMarketService(options: MarketServiceOptions): MarketService {
  const clock = options.clock ?? SYSTEM_CLOCK;
  const log = options.log ?? QUIET_LOG;
  const { db } = options.database;
  const currencies = options.currencies ?? CURRENCIES;
  const states = new Map<string, CurrencyState>(currencies.map((currency) => [currency.allname, { currency, latest: undefined, reference: undefined }]));
  const stale: StaleTracker = createStaleTracker({ allnames: [...states.keys()], now: () => clock.now() });

  let source: PriceSource | undefined;
  let genesisMs = 0;
  let running = false;
  let lock: HeldLock | null = null;
  let listening: Listening | undefined;
  let unsubscribe: (() => void) | undefined;
  const timers = new Set<() => void>();
  let pending: PriceTick[] = [];
  let writing: Promise<void> = Promise.resolve();
  let takingOver: Promise<void> = Promise.resolve();

  const later = (run: () => void, delayMs: number) => {
    const cancel = clock.schedule(() => {
      timers.delete(cancel);
      run();
    }, delayMs);
    timers.add(cancel);
  };

  const applyTick = (tick: PriceTick) => {
    const state = states.get(tick.allname);
    if (!state) return;
    if (state.latest && state.latest.at > tick.at) return;
    state.latest = tick;
    stale.recordTick(tick.allname);
  };

  // ---- the owner: record, announce ----
  const flush = () => {
    writing = writing.then(async () => {
      if (pending.length === 0) return;
      const batch = pending;
      pending = [];
      try {
        await recordTicks(db, batch);
        await db.execute(encodeTickNotice(batch));
      } catch (error) {
        // Recording twice is harmless (see recordTicks), so a failed batch waits for the next try.
        pending = [...batch, ...pending].slice(-MAX_PENDING_TICKS);
        log.error(error, 'recording ticks failed; retrying with the next batch');
      }
    });
  };
  const onOwnTick = (tick: PriceTick) => {
    applyTick(tick);
    // A source delivers a second's ticks together: one write for all of them.
    if (pending.push(tick) === 1) queueMicrotask(flush);
  };

  const prune = () => {
    if (!lock) return;
    later(prune, PRUNE_EVERY_MS);
    pruneTicks(db, clock.now() - TICK_RETENTION_MS).catch((error: unknown) => {
      log.error(error, 'pruning old ticks failed');
    });
  };

  const lead = async (held: HeldLock) => {
    if (!running || !source) {
      await held.release();
      return;
    }
    lock = held;
    try {
      const from = new Map((await latestTicks(db)).map((tick) => [tick.allname, tick.price] as const));
      unsubscribe = source.onTick(onOwnTick);
      await source.start(from);
    } catch (error) {
      await resign();
      await held.release();
      throw error;
    }
    log.info(`this process now owns the ${options.sourceName} price feed`);
    later(prune, 0);
    void held.lost.then(async () => {
      if (lock !== held) return;
      await resign();
      if (running) {
        log.info('lost the price feed lock; trying to take it back');
        later(tryToLead, TAKEOVER_RETRY_MS);
      }
    });
  };

  const resign = async () => {
    lock = null;
    unsubscribe?.();
    unsubscribe = undefined;
    await source?.stop();
    flush();
    await writing;
  };

  const wantsFeed = () => running && lock === null;
  /**
   * One attempt at the lock; a failure to reach the database (not a lock someone else holds) is
   * tried again at once a few times, so a busy moment at start does not leave the feed unowned
   * until the next takeover round.
   */
  const attemptLead = async () => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const held = await options.database.tryAdvisoryLock(FEED_LOCK_KEY);
        if (held) await lead(held);
        return;
      } catch (error) {
        if (attempt >= LOCK_ATTEMPTS || !wantsFeed()) throw error;
        await new Promise((resolve) => setTimeout(resolve, LOCK_RETRY_PAUSE_MS));
      }
    }
  };
  const tryToLead = () => {
    if (!wantsFeed()) return;
    takingOver = (async () => {
      try {
        await attemptLead();
      } catch (error) {
        log.error(error, 'could not take the price feed lock');
      }
      // Read afresh: stop() or a lost lock may have changed both while this awaited.
      if (wantsFeed()) later(tryToLead, TAKEOVER_RETRY_MS);
    })();
  };

  // ---- every process: quotes, references, pushes ----
  const refreshReference = async (state: CurrencyState) => {
    const target = bucketStart('1m', clock.now() - DAY_MS);
    const page = await kline(state.currency.allname, '1m', 1, target + INTERVAL_MS['1m']);
    const [atTarget] = page.list;
    // Nothing that old: the oldest price there is.
    state.reference = atTarget ? atTarget.open.toFixed(state.currency.priceScale) : state.latest?.price ?? state.currency.startPrice;
  };
  const refreshReferences = () => Promise.all([...states.values()].map(refreshReference));

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
    // Every process pushes its own sockets from the shared feed, so the 1 Hz push never crosses
    // Redis; LiveHub.publish encodes the envelope once and emits that one string to every socket.
    options.live.publish(LIVE_EVENT.chainCurrencyPrice, content, { localOnly: true });
  };

  let lastReferenceMinute = -1;
  const tickBroadcast = () => {
    if (!running) return;
    later(tickBroadcast, BROADCAST_MS);
    broadcast();
    // The 24 h window moves: refresh the references once a minute.
    const minute = bucketStart('1m', clock.now());
    if (minute !== lastReferenceMinute) {
      lastReferenceMinute = minute;
      refreshReferences().catch((error: unknown) => {
        log.error(error, 'refreshing 24 h references failed');
      });
    }
  };

  async function kline(allname: string, interval: Interval, limit: number, before?: number): Promise<KLinePage> {
    if (!states.has(allname) || !source) return { list: [], nextBefore: null };
    const end = before ?? Number.POSITIVE_INFINITY;
    // One more than asked for tells whether anything older exists.
    const recorded = await recordedCandles(db, allname, interval, Math.min(end, Number.MAX_SAFE_INTEGER), limit + 1);
    let merged = recorded;
    if (recorded.length <= limit) {
      // The past before recording began comes from the source; the bucket holding genesis may be
      // in both (history up to genesis, recorded from it) and is merged.
      const historyEnd = Math.min(end, genesisMs);
      const history = await source.history(allname, interval, historyEnd, limit + 1 - recorded.length + 1);
      merged = mergeCandles(history, recorded);
    }
    const list = merged.slice(-limit);
    const first = list[0];
    return { list, nextBefore: merged.length > limit && first ? first.openTime : null };
  }

  const listenForTicks = async () => {
    listening = await options.database.listen(TICK_CHANNEL, {
      onNotification(payload) {
        // The owner applied its ticks as they came.
        if (lock) return;
        for (const tick of decodeTickNotice(payload)) applyTick(tick);
      },
      onListening() {
        // Whatever was missed while not listening: the newest recorded prices.
        latestTicks(db)
          .then((ticks) => {
            if (!lock) for (const tick of ticks) applyTick(tick);
          })
          .catch((error: unknown) => {
            log.error(error, 'reading the latest ticks failed');
          });
      },
      onLost(error) {
        log.error(error, 'lost the tick channel; reconnecting');
      },
    });
  };

  return {
    sourceName: options.sourceName,
    currencies,
    isFeedOwner: () => lock !== null,
    async start() {
      if (running) return;
      running = true;
      genesisMs = await ensureGenesis(db, options.sourceName, clock.now());
      source = options.createSource(genesisMs);
      for (const tick of await latestTicks(db)) applyTick(tick);
      await listenForTicks();
      tryToLead();
      await takingOver;
      lastReferenceMinute = bucketStart('1m', clock.now());
      // An exchange whose history cannot be reached must not stop the server: the references
      // fall back to the latest price and are tried again every minute.
      await refreshReferences().catch((error: unknown) => {
        log.error(error, 'reading the 24 h references failed; retrying every minute');
      });
      later(tickBroadcast, BROADCAST_MS);
    },
    async stop() {
      if (!running) return;
      running = false;
      for (const cancel of timers) cancel();
      timers.clear();
      await takingOver;
      const held = lock;
      await resign();
      await held?.release();
      await listening?.close();
      listening = undefined;
    },
    quote(allname) {
      const state = findCurrency(allname, currencies) ? states.get(allname) : undefined;
      return state ? quoteOf(state) : undefined;
    },
    quotes: () => [...states.values()].map(quoteOf),
    kline,
    priceAt: (allname, atMs) => tickAt(db, allname, atMs),
    broadcast,
    recorded() {
      flush();
      return writing;
    },
  };
}
