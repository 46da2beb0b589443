import { z } from 'zod/mini';
import { KLINE_INTERVALS } from '../../rules/kline-interval.js';
import { ZMoney } from '../shared.js';
import { ZAllname } from './get-open-currency-list.js';

export const ZKlineInterval = z.enum(KLINE_INTERVALS);

export const KLINE_MAX_LIMIT = 1000;

/** Candles of one pair, newest last; `before` pages back into older history. */
export const ZGetKLineRequest = z.object({
  symbol: ZAllname,
  interval: ZKlineInterval,
  limit: z._default(z.int().check(z.gte(1), z.lte(KLINE_MAX_LIMIT)), 300),
  /** Epoch ms: only candles that open before it. Omitted: up to now. */
  before: z.optional(z.int().check(z.gte(0))),
});
export type TGetKLineRequest = z.infer<typeof ZGetKLineRequest>;

export const ZCandle = z.object({
  /** Epoch ms at which the candle opens. */
  time: z.int(),
  open: ZMoney,
  high: ZMoney,
  low: ZMoney,
  close: ZMoney,
  volume: ZMoney,
});
export type TCandle = z.infer<typeof ZCandle>;

export const ZGetKLineResponse = z.object({
  list: z.array(ZCandle),
  /** Pass as `before` for the next older page; null when there is no older history. */
  nextBefore: z.nullable(z.int()),
});
