import type { Candle } from '../candles.js';

/** Every exchange candle opening in [from, to), oldest first; from is -Infinity when nothing older exists. */
export interface KnownSpan {
  readonly from: number;
  readonly to: number;
  readonly candles: readonly Candle[];
}

/**
 * Closed candles never change, so what the exchange said once is kept. Knowledge is kept as spans
 * of open time, not as candles, because an exchange has gaps (maintenance, before a listing):
 * a span with no candle in it is still a known answer and needs no request.
 */
export interface KlineCache {
  /** The candles opening before `end` in the span that reaches `end`, or undefined if none does. */
  knownBefore(key: string, end: number): { readonly from: number; readonly candles: readonly Candle[] } | undefined;
  remember(key: string, span: KnownSpan): void;
}

/** Per symbol and interval: about two weeks of 1m candles, a few MB; only deep chart scrolling reaches it. */
const DEFAULT_MAX_CANDLES_PER_KEY = 20_000;

export function createKlineCache(maxCandlesPerKey = DEFAULT_MAX_CANDLES_PER_KEY): KlineCache {
  const spansByKey = new Map<string, KnownSpan[]>();

  return {
    knownBefore(key, end) {
      const span = spansByKey.get(key)?.find((known) => known.from < end && end <= known.to);
      if (!span) return undefined;
      return { from: span.from, candles: span.candles.slice(0, countBefore(span.candles, end)) };
    },
    remember(key, span) {
      if (!(span.from < span.to)) return;
      const spans = spansByKey.get(key) ?? [];
      let merged = span;
      const kept: KnownSpan[] = [];
      for (const known of spans) {
        if (known.from <= merged.to && merged.from <= known.to) merged = mergeSpans(known, merged);
        else kept.push(known);
      }
      kept.push(merged);
      kept.sort((a, b) => a.from - b.from);
      spansByKey.set(key, trimOldest(kept, maxCandlesPerKey));
    },
  };
}

/** How many of the sorted candles open before `end` (binary search). */
function countBefore(candles: readonly Candle[], end: number): number {
  let low = 0;
  let high = candles.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const candle = candles[middle];
    if (candle && candle.openTime < end) low = middle + 1;
    else high = middle;
  }
  return low;
}

function mergeSpans(a: KnownSpan, b: KnownSpan): KnownSpan {
  const byOpenTime = new Map<number, Candle>();
  for (const candle of a.candles) byOpenTime.set(candle.openTime, candle);
  for (const candle of b.candles) byOpenTime.set(candle.openTime, candle);
  return {
    from: Math.min(a.from, b.from),
    to: Math.max(a.to, b.to),
    candles: [...byOpenTime.values()].sort((x, y) => x.openTime - y.openTime),
  };
}

/** Forgets the oldest candles first: charts mostly look at recent ones. */
function trimOldest(spans: KnownSpan[], maxCandles: number): KnownSpan[] {
  let excess = spans.reduce((sum, span) => sum + span.candles.length, 0) - maxCandles;
  const result = [...spans];
  while (excess > 0) {
    const oldest = result[0];
    if (!oldest) break;
    if (oldest.candles.length <= excess) {
      result.shift();
      excess -= oldest.candles.length;
      continue;
    }
    const candles = oldest.candles.slice(excess);
    const first = candles[0];
    if (first) result[0] = { from: first.openTime, to: oldest.to, candles };
    excess = 0;
  }
  return result;
}
