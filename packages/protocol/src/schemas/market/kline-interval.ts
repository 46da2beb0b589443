import { z } from 'zod';

/** The eight K-line intervals the market offers, shortest first. */
export const KLINE_INTERVALS = ['1m', '5m', '15m', '30m', '1h', '4h', '1d', '1w'] as const;
export type KlineInterval = (typeof KLINE_INTERVALS)[number];
export const ZKlineInterval = z.enum(KLINE_INTERVALS);

/** A currency pair as the market names it, e.g. `BTC/USDT`. */
export const ZAllname = z.string().trim().regex(/^[A-Z0-9]{2,10}\/[A-Z0-9]{2,10}$/, { message: 'rule.symbol' });
