import type { KlineInterval } from '@meridian/protocol';
import type { Candle, PriceTick } from './candles.js';
import type { Currency } from './currencies.js';

/**
 * Where prices come from: the simulator by default, later an exchange adapter. The rest of the
 * server (recorder, live pushes, K-line calls) sees only this.
 */
export interface PriceSource {
  readonly currencies: readonly Currency[];
  /**
   * Starts publishing ticks; resolves once it is running (an adapter connects first). `from` holds
   * the last recorded price of each currency: a simulator walks on from there, an exchange has
   * its own prices and ignores it.
   */
  start(from?: ReadonlyMap<string, string>): Promise<void>;
  /** Stops publishing; no listener is called after it resolves. */
  stop(): Promise<void>;
  /** Calls `listener` for every tick, in time order per currency; returns the unsubscribe. */
  onTick(listener: (tick: PriceTick) => void): () => void;
  /**
   * Up to `limit` candles of `interval` for `allname` whose open time is before `endMs`, oldest
   * first, ending no later than where the source's live ticks begin. Unknown currency → empty.
   */
  history(allname: string, interval: KlineInterval, endMs: number, limit: number): Promise<Candle[]>;
}
