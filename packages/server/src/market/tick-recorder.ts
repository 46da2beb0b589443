import type { Db } from '../db/types.js';
import type { PriceTick } from './candles.js';
import { CURRENCIES } from './currencies.js';
import type { MarketLog } from './market-log.js';
import { encodeTickNotice } from './tick-notice.js';
import { recordTicks, type RecordOptions } from './tick-store.js';

/** A recorder that cannot write keeps at most this many ticks (about 5 minutes) to retry. */
const MAX_PENDING_TICKS = 300 * CURRENCIES.length;

/**
 * The feed owner's recorder: writes ticks, their candles and the chained Merkle roots that commit
 * to them, and announces them to the other processes. A source delivers a second's ticks together,
 * so they are written in one batch; a batch that fails waits for the next (recording twice is
 * harmless, see recordTicks), and so does one that lost a race for the chain's next root.
 */
export interface TickRecorder {
  record(tick: PriceTick): void;
  /** Resolves once every tick recorded so far is written (or failed to be). */
  flushed(): Promise<void>;
}

export function createTickRecorder(db: Db, log: MarketLog, options: RecordOptions = { commit: true }, onRecorded?: (ticks: readonly PriceTick[]) => void): TickRecorder {
  let pending: PriceTick[] = [];
  let writing: Promise<void> = Promise.resolve();

  const flush = () => {
    writing = writing.then(async () => {
      if (pending.length === 0) return;
      const batch = pending;
      pending = [];
      try {
        await recordTicks(db, batch, options);
        await db.execute(encodeTickNotice(batch));
      } catch (error) {
        pending = [...batch, ...pending].slice(-MAX_PENDING_TICKS);
        log.error(error, 'recording ticks failed; retrying with the next batch');
        return;
      }
      // What reads recorded prices (price alerts) hears of them once they are recorded, and runs beside the feed, not in its way.
      onRecorded?.(batch);
    });
  };

  return {
    record(tick) {
      if (pending.push(tick) === 1) queueMicrotask(flush);
    },
    flushed() {
      flush();
      return writing;
    },
  };
}
