import type { KlineInterval } from '@meridian/protocol';
import type { Db } from '../db/types.js';
import type { Candle } from './candles.js';
import { mergeCandles } from './merge-candles.js';
import type { PriceSource } from './price-source.js';
import { recordedCandles } from './tick-store.js';

export interface KLinePage {
  /** Oldest first. */
  readonly list: Candle[];
  /** Pass as `before` for older candles; null when there are none. */
  readonly nextBefore: number | null;
}

/**
 * Candles of `interval`, newest last, up to `before`: the recorded ones, and before genesis (when
 * recording began) the source's own history. The bucket holding genesis may be in both (history up
 * to genesis, recorded from it) and is merged.
 */
export async function readKline(
  db: Db,
  history: Pick<PriceSource, 'history'>,
  genesisMs: number,
  query: { allname: string; interval: KlineInterval; limit: number; before?: number | undefined },
): Promise<KLinePage> {
  const { allname, interval, limit } = query;
  const end = query.before ?? Number.POSITIVE_INFINITY;
  // One more than asked for tells whether anything older exists.
  const recorded = await recordedCandles(db, allname, interval, Math.min(end, Number.MAX_SAFE_INTEGER), limit + 1);
  let merged = recorded;
  if (recorded.length <= limit) {
    const older = await history.history(allname, interval, Math.min(end, genesisMs), limit + 1 - recorded.length + 1);
    merged = mergeCandles(older, recorded);
  }
  const list = merged.slice(-limit);
  const first = list[0];
  return { list, nextBefore: merged.length > limit && first ? first.openTime : null };
}
