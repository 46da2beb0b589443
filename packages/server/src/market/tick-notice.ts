import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { PriceTick } from './candles.js';

/** The notification channel on which the feed owner announces each recorded batch. */
export const TICK_CHANNEL = 'meridian_market_ticks';

/** [allname, at, price]: compact, because a notification carries at most 8,000 bytes. */
const ZTickNotice = z.array(z.tuple([z.string(), z.number().int(), z.string()]));

/**
 * The statement announcing a batch: only the newest tick of each currency, which is all another
 * process needs for its quotes (candles and older ticks are read from the database).
 */
export function encodeTickNotice(batch: readonly PriceTick[]): SQL {
  const newest = new Map<string, PriceTick>();
  for (const tick of batch) {
    const seen = newest.get(tick.allname);
    if (!seen || seen.at <= tick.at) newest.set(tick.allname, tick);
  }
  const payload = [...newest.values()].map((tick) => [tick.allname, tick.at, tick.price]);
  return sql`select pg_notify(${TICK_CHANNEL}, ${JSON.stringify(payload)})`;
}

/** The ticks of a notification; nothing for one that is not ours. */
export function decodeTickNotice(payload: string): PriceTick[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return [];
  }
  const notice = ZTickNotice.safeParse(parsed);
  if (!notice.success) return [];
  return notice.data.map(([allname, at, price]) => ({ allname, at, price, volume: '0' }));
}
