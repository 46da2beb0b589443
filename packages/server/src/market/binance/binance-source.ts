import { klineBucketStart } from '@meridian/protocol';
import type { PriceTick } from '../candles.js';
import { SYSTEM_CLOCK, type Clock } from '../clock.js';
import { CURRENCIES, findCurrency, type Currency } from '../currencies.js';
import type { PriceSource } from '../price-source.js';
import { UnknownSymbolError } from './binance-klines.js';
import { createExchangeHistory } from './binance-history.js';
import { exchangeSymbol, miniTickerStreamUrl, parseMiniTicker } from './mini-ticker.js';
import { createReconnectingStream } from './reconnecting-stream.js';
import { createSecondTicks } from './second-ticks.js';

const SECOND_MS = 1_000;
const DEFAULT_START_TIMEOUT_MS = 10_000;
const DEFAULT_REQUEST_TIMEOUT_MS = 10_000;

export interface BinanceSourceOptions {
  /** REST base without trailing slash, e.g. `https://api.binance.com`. */
  readonly restUrl: string;
  /** Websocket base without trailing slash, e.g. `wss://stream.binance.com:9443`. */
  readonly wsUrl: string;
  /**
   * Where history ends and live ticks begin (the market's genesis), floored to its minute: klines
   * cannot be cut finer. Defaults to the minute start() is first called.
   */
  readonly historyEndMs?: number;
  readonly currencies?: readonly Currency[];
  readonly clock?: Clock;
  readonly log?: (message: string, error?: unknown) => void;
  /** How long start() waits for the first connection before it resolves anyway. */
  readonly startTimeoutMs?: number;
  /** Timeout of one REST request. */
  readonly requestTimeoutMs?: number;
  /** [0, 1), the reconnect jitter; tests pin it. */
  readonly random?: () => number;
}

const logToStderr = (message: string, error?: unknown) => {
  const detail = error instanceof Error ? `: ${error.message}` : '';
  process.stderr.write(`[binance] ${message}${detail}\n`);
};

/**
 * Prices from a Binance-compatible exchange: live ticks from its combined mini-ticker websocket,
 * history from its REST klines. start() resolves once the websocket is open or, if the exchange
 * cannot be reached, after `startTimeoutMs` anyway: the server must come up, its prices show as
 * stale until the link is up, and the link keeps retrying in the background.
 * History ends where live ticks begin (`historyEndMs`), so the two never count the same trades
 * twice. The `from` prices start() may be given are ignored: the exchange has its own.
 */
export function createBinanceSource(options: BinanceSourceOptions): PriceSource {
  const clock = options.clock ?? SYSTEM_CLOCK;
  const currencies = options.currencies ?? CURRENCIES;
  const log = options.log ?? logToStderr;
  const listeners = new Set<(tick: PriceTick) => void>();
  const history = createExchangeHistory({ restUrl: options.restUrl, timeoutMs: options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS, clock });
  const unlistedSymbols = new Set<string>();
  let liveFromMs = options.historyEndMs === undefined ? undefined : klineBucketStart('1m', options.historyEndMs);
  let isRunning = false;
  let cancelFlush: (() => void) | undefined;
  let settleStart: (() => void) | undefined;

  const cutMs = () => liveFromMs ?? klineBucketStart('1m', clock.now());

  const ticks = createSecondTicks({
    currencies,
    symbolOf: (currency) => exchangeSymbol(currency.allname),
    liveFromMs: cutMs,
    publish: (tick) => {
      if (!isRunning) return;
      for (const listener of listeners) {
        try {
          listener(tick);
        } catch (error) {
          log('a price listener failed', error);
        }
      }
    },
  });

  const stream = createReconnectingStream({
    url: miniTickerStreamUrl(
      options.wsUrl,
      currencies.map((currency) => exchangeSymbol(currency.allname)),
    ),
    clock,
    random: options.random ?? Math.random,
    log,
    onOpen: () => {
      ticks.restartVolumes();
      settleStart?.();
    },
    onMessage: (text) => {
      const ticker = parseMiniTicker(text);
      if (ticker) ticks.accept(ticker);
    },
    // What arrived before the drop is real: publish it rather than lose it.
    onClose: () => {
      ticks.flush();
    },
  });

  const flushEverySecond = () => {
    cancelFlush = clock.schedule(() => {
      flushEverySecond();
      ticks.flush();
    }, SECOND_MS - (clock.now() % SECOND_MS));
  };

  return {
    currencies,
    start() {
      if (isRunning) return Promise.resolve();
      isRunning = true;
      liveFromMs ??= klineBucketStart('1m', clock.now());
      flushEverySecond();
      return new Promise<void>((resolve) => {
        const startTimeoutMs = options.startTimeoutMs ?? DEFAULT_START_TIMEOUT_MS;
        const cancelTimeout = clock.schedule(() => {
          log(`exchange stream not connected after ${String(startTimeoutMs / 1000)} s; starting anyway and retrying in the background`);
          settle();
        }, startTimeoutMs);
        function settle() {
          settleStart = undefined;
          cancelTimeout();
          resolve();
        }
        settleStart = settle;
        stream.start();
      });
    },
    async stop() {
      isRunning = false;
      settleStart?.();
      cancelFlush?.();
      cancelFlush = undefined;
      await stream.stop();
    },
    onTick(listener) {
      // A wrapper per subscription, so subscribing the same function twice is two subscriptions.
      const subscription = (tick: PriceTick) => {
        listener(tick);
      };
      listeners.add(subscription);
      return () => {
        listeners.delete(subscription);
      };
    },
    async history(allname, interval, endMs, limit) {
      const currency = findCurrency(allname, currencies);
      if (!currency) return [];
      const symbol = exchangeSymbol(currency.allname);
      try {
        return await history.candles(symbol, interval, endMs, limit, cutMs());
      } catch (error) {
        if (!(error instanceof UnknownSymbolError)) throw error;
        if (!unlistedSymbols.has(symbol)) log(`the exchange does not list ${symbol}; ${allname} has no history`);
        unlistedSymbols.add(symbol);
        return [];
      }
    },
  };
}
