import { KLINE_INTERVAL_MS, klineBucketStart, type KlineInterval } from '@meridian/protocol';
import { aggregateCandles, type Candle } from '../candles.js';
import type { Clock } from '../clock.js';
import { KLINES_PER_REQUEST, fetchKlines } from './binance-klines.js';
import { createKlineCache } from './kline-cache.js';

/**
 * A candle closed this long ago is final. Exchanges settle a candle a moment after its close, so
 * one fetched right at its close is used but not cached.
 */
const SETTLE_MS = 5_000;
/** Finer intervals a cut candle is built from, coarsest first, so it takes at most three requests. */
const PIECE_INTERVALS: readonly KlineInterval[] = ['1d', '1h', '1m'];

export interface ExchangeHistoryOptions {
  readonly restUrl: string;
  readonly timeoutMs: number;
  readonly clock: Clock;
}

export interface ExchangeHistory {
  /**
   * Up to `limit` candles of `symbol` opening before `endMs`, oldest first, holding only trades
   * before `cutMs` (a whole minute): the candle that straddles the cut is rebuilt from finer
   * closed candles, so live ticks from the cut on can be added to it without counting twice.
   */
  candles(symbol: string, interval: KlineInterval, endMs: number, limit: number, cutMs: number): Promise<Candle[]>;
}

/** Klines from the exchange's REST API, paged past its 1,000 cap and cached, since closed candles never change. */
export function createExchangeHistory(options: ExchangeHistoryOptions): ExchangeHistory {
  const cache = createKlineCache();
  // Members opening the same chart at once share one request.
  const inFlight = new Map<string, Promise<{ candles: Candle[]; isExhausted: boolean }>>();

  const fetchPage = (symbol: string, interval: KlineInterval, before: number, limit: number) => {
    const requestKey = `${symbol} ${interval} ${String(before)} ${String(limit)}`;
    const pending = inFlight.get(requestKey);
    if (pending) return pending;
    const page = fetchKlines({ restUrl: options.restUrl, symbol, interval, before, limit, timeoutMs: options.timeoutMs })
      .then((fetched) => {
        // Fewer than asked for: the exchange has nothing older.
        const isExhausted = fetched.length < limit;
        const candles = fetched.filter((candle) => candle.openTime < before);
        const settledBefore = options.clock.now() - SETTLE_MS;
        const settled = candles.filter((candle) => candle.openTime + KLINE_INTERVAL_MS[interval] <= settledBefore);
        const firstUnsettled = candles[settled.length];
        cache.remember(`${symbol} ${interval}`, {
          from: isExhausted ? Number.NEGATIVE_INFINITY : (candles[0]?.openTime ?? before),
          to: firstUnsettled ? firstUnsettled.openTime : before,
          candles: settled,
        });
        return { candles, isExhausted };
      })
      .finally(() => inFlight.delete(requestKey));
    inFlight.set(requestKey, page);
    return page;
  };

  /** Candles opening before `end`, all of them closed by then. */
  const closedCandles = async (symbol: string, interval: KlineInterval, end: number, limit: number): Promise<Candle[]> => {
    const newestFirst: (readonly Candle[])[] = [];
    let remaining = limit;
    let before = end;
    while (remaining > 0) {
      const known = cache.knownBefore(`${symbol} ${interval}`, before);
      const page = known
        ? { candles: known.candles, isExhausted: known.from === Number.NEGATIVE_INFINITY, from: known.from }
        : await fetchPage(symbol, interval, before, Math.min(remaining, KLINES_PER_REQUEST)).then((fetched) => ({
            ...fetched,
            from: fetched.candles[0]?.openTime ?? before,
          }));
      const taken = page.candles.slice(-remaining);
      newestFirst.push(taken);
      remaining -= taken.length;
      if (page.isExhausted || page.from >= before) break;
      before = page.from;
    }
    return newestFirst.reverse().flat();
  };

  /** The part of the candle opening at `openTime` before `cut`, from closed finer candles. */
  const cutCandle = async (symbol: string, interval: KlineInterval, openTime: number, cut: number): Promise<Candle | undefined> => {
    const pieces: { interval: KlineInterval; from: number; count: number }[] = [];
    let cursor = openTime;
    for (const piece of PIECE_INTERVALS) {
      const length = KLINE_INTERVAL_MS[piece];
      const count = Math.floor((cut - cursor) / length);
      if (length >= KLINE_INTERVAL_MS[interval] || count === 0) continue;
      pieces.push({ interval: piece, from: cursor, count });
      cursor += count * length;
    }
    const fetched = await Promise.all(
      pieces.map(async (piece) =>
        (await closedCandles(symbol, piece.interval, piece.from + piece.count * KLINE_INTERVAL_MS[piece.interval], piece.count)).filter(
          (candle) => candle.openTime >= piece.from,
        ),
      ),
    );
    return aggregateCandles(fetched.flat(), interval)[0];
  };

  return {
    async candles(symbol, interval, endMs, limit, cutMs) {
      if (limit <= 0) return [];
      const straddling = klineBucketStart(interval, cutMs);
      if (straddling === cutMs || endMs <= straddling) return closedCandles(symbol, interval, Math.min(endMs, cutMs), limit);
      const partial = await cutCandle(symbol, interval, straddling, cutMs);
      if (!partial) return closedCandles(symbol, interval, straddling, limit);
      return [...(await closedCandles(symbol, interval, straddling, limit - 1)), partial];
    },
  };
}
