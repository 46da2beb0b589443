import { LIVE_EVENT, KLINE_INTERVAL_MS, klineBucketStart, type KlineInterval } from '@meridian/protocol';
import type { Database, Listening } from '../db/client.js';
import type { LiveHub, LiveTarget } from '../live/live-hub.js';
import type { PriceTick } from './candles.js';
import { SYSTEM_CLOCK, type Clock } from './clock.js';
import { CURRENCIES, type Currency } from './currencies.js';
import { recordFeedOwner } from './feed-owner-store.js';
import { createFeedOwnership } from './feed-ownership.js';
import { readKline, type KLinePage } from './kline-reader.js';
import { QUIET_LOG, type MarketLog } from './market-log.js';
import type { PriceSource } from './price-source.js';
import { createQuoteBook, type MarketQuote, type QuoteBook } from './quote-book.js';
import { decodeTickNotice, TICK_CHANNEL } from './tick-notice.js';
import { createTickRecorder } from './tick-recorder.js';
import { ensureGenesis, latestTicks, pruneTicks, tickAt } from './tick-store.js';
import { createTimers } from './timers.js';

const BROADCAST_MS = 1_000;
/**
 * Recorded ticks are kept a week: contracts settle within minutes and keep their own ticks, and
 * the candles stay for ever. A week of 21 currencies is about 13 million rows.
 */
const TICK_RETENTION_MS = 7 * KLINE_INTERVAL_MS['1d'];
const PRUNE_EVERY_MS = 60 * 60_000;

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
  kline(allname: string, interval: KlineInterval, limit: number, before?: number): Promise<KLinePage>;
  /** The recorded tick at or before `atMs`: the price at that second. */
  priceAt(allname: string, atMs: number): Promise<PriceTick | undefined>;
  /** Publishes one price push to this process's sockets now (the timer calls it every second). */
  broadcast(): void;
  /** Publishes the prices to one socket now: its greeting when it connects (live-hub.ts). */
  greet(socketId: string): void;
  /** Resolves once every tick this process has received so far is recorded (or failed to be). */
  recorded(): Promise<void>;
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
  /**
   * Whether this process takes part in the feed's election (the feed role, ops/roles.ts); default
   * on. Off, it never runs the source and only follows the ticks the owner records.
   */
  readonly runsFeed?: boolean;
  /** Commit to the recorded ticks (tick-commitments.ts); default on, off only for a benchmark's baseline. */
  readonly commitTicks?: boolean;
  /** Whether this process may lead the feed now: not while its clock is off the database's (ops/clock-check.ts). Always, when absent. */
  readonly mayLead?: () => boolean;
  /** What follows the recorded ticks while this process owns the feed (the price alerts): told of each batch, and when it resigns. */
  readonly ticksRecorded?: { recorded(ticks: readonly PriceTick[]): void; resigned(): void };
}

/**
 * Applies the ticks the feed's owner records to this process's quotes, as it announces them (the
 * owner applied its own as they came), and on each (re)connection the newest recorded ones, which
 * cover whatever was missed while not listening.
 */
function followRecordedTicks(database: MarketServiceOptions['database'], book: QuoteBook, isOwner: () => boolean, log: MarketLog): Promise<Listening> {
  return database.listen(TICK_CHANNEL, {
    onNotification(payload) {
      if (isOwner()) return;
      for (const tick of decodeTickNotice(payload)) book.applyTick(tick);
    },
    onListening() {
      latestTicks(database.db)
        .then((ticks) => {
          if (!isOwner()) for (const tick of ticks) book.applyTick(tick);
        })
        .catch((error: unknown) => {
          log.error(error, 'reading the latest ticks failed');
        });
    },
    onLost(error) {
      log.error(error, 'lost the tick channel; reconnecting');
    },
  });
}

/**
 * The market of one process. Exactly one process (the holder of an advisory lock, see
 * feed-ownership.ts) runs the price source: it records every tick and its candles in the database
 * and announces each batch on a notification channel (tick-recorder.ts). Every process, owner or
 * not, keeps the latest quotes from those ticks (quote-book.ts), pushes them to its own sockets once
 * a second, and answers K-lines from the recorded candles (kline-reader.ts).
 */
export function createMarketService(options: MarketServiceOptions): MarketService {
  const clock = options.clock ?? SYSTEM_CLOCK;
  const log = options.log ?? QUIET_LOG;
  const { db } = options.database;
  const currencies = options.currencies ?? CURRENCIES;
  const book = createQuoteBook(currencies, clock);
  const recorder = createTickRecorder(db, log, { commit: options.commitTicks ?? true }, (ticks) => options.ticksRecorded?.recorded(ticks));
  const timers = createTimers(clock);

  let source: PriceSource | undefined;
  let genesisMs = 0;
  let running = false;
  let listening: Listening | undefined;
  let unsubscribe: (() => void) | undefined;

  const ownership = createFeedOwnership({
    mayLead: options.mayLead ?? (() => true),
    tryAdvisoryLock: (key) => options.database.tryAdvisoryLock(key),
    timers,
    log,
    sourceName: options.sourceName,
    async lead() {
      if (!source) throw new Error('the market has not started');
      const from = new Map((await latestTicks(db)).map((tick) => [tick.allname, tick.price] as const));
      unsubscribe = source.onTick((tick) => {
        book.applyTick(tick);
        recorder.record(tick);
      });
      await source.start(from);
      // Only for the dashboard: a record that could not be written must not cost the feed.
      await recordFeedOwner(db, options.sourceName, clock.now()).catch((error: unknown) => {
        log.error(error, 'recording the price feed owner failed');
      });
      timers.later(prune, 0);
    },
    async resign() {
      unsubscribe?.();
      unsubscribe = undefined;
      await source?.stop();
      await recorder.flushed().then(() => options.ticksRecorded?.resigned());
    },
  });

  function prune(): void {
    if (!ownership.isOwner()) return;
    timers.later(prune, PRUNE_EVERY_MS);
    pruneTicks(db, clock.now() - TICK_RETENTION_MS).catch((error: unknown) => {
      log.error(error, 'pruning old ticks failed');
    });
  }

  async function kline(allname: string, interval: KlineInterval, limit: number, before?: number): Promise<KLinePage> {
    if (!book.has(allname) || !source) return { list: [], nextBefore: null };
    return readKline(db, source, genesisMs, { allname, interval, limit, before });
  }
  const refreshReferences = () => book.refreshReferences((allname, limit, before) => kline(allname, '1m', limit, before));

  // Every process pushes its own sockets from the shared feed, so the 1 Hz push never crosses
  // Redis; LiveHub.publish encodes the envelope once and emits that one string to every socket.
  const pushPrices = (target: LiveTarget) => {
    options.live.publish(LIVE_EVENT.chainCurrencyPrice, book.pushContent(), target);
  };
  const broadcast = () => {
    pushPrices({ localOnly: true });
  };

  let lastReferenceMinute = -1;
  const tickBroadcast = () => {
    if (!running) return;
    timers.later(tickBroadcast, BROADCAST_MS);
    broadcast();
    // The 24 h window moves: refresh the references once a minute.
    const minute = klineBucketStart('1m', clock.now());
    if (minute !== lastReferenceMinute) {
      lastReferenceMinute = minute;
      refreshReferences().catch((error: unknown) => {
        log.error(error, 'refreshing 24 h references failed');
      });
    }
  };

  return {
    sourceName: options.sourceName,
    currencies,
    isFeedOwner: () => ownership.isOwner(),
    async start() {
      if (running) return;
      running = true;
      genesisMs = await ensureGenesis(db, options.sourceName, clock.now());
      source = options.createSource(genesisMs);
      for (const tick of await latestTicks(db)) book.applyTick(tick);
      listening = await followRecordedTicks(options.database, book, () => ownership.isOwner(), log);
      if (options.runsFeed ?? true) await ownership.join();
      lastReferenceMinute = klineBucketStart('1m', clock.now());
      // An exchange whose history cannot be reached must not stop the server: the references
      // fall back to the latest price and are tried again every minute.
      await refreshReferences().catch((error: unknown) => {
        log.error(error, 'reading the 24 h references failed; retrying every minute');
      });
      timers.later(tickBroadcast, BROADCAST_MS);
    },
    async stop() {
      if (!running) return;
      running = false;
      timers.cancelAll();
      await ownership.leave();
      await listening?.close();
      listening = undefined;
    },
    quote: (allname) => book.quote(allname),
    quotes: () => book.quotes(),
    kline,
    priceAt: (allname, atMs) => tickAt(db, allname, atMs),
    broadcast,
    greet: (socketId) => {
      pushPrices({ socketId });
    },
    recorded: () => recorder.flushed(),
  };
}
