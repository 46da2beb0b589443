import { z } from 'zod';
import { KLINE_INTERVALS } from '../../rules/kline-interval.js';
import { ZMoney } from '../shared.js';
import { ZAllname } from './get-open-currency-list.js';

export const ZKlineInterval = z.enum(KLINE_INTERVALS);

export const KLINE_MAX_LIMIT = 1000;

/** Candles of one pair, newest last; `before` pages back into older history. */
export const ZGetKLineRequest = z.object({
  symbol: ZAllname,
  interval: ZKlineInterval,
  limit: z.number().int().min(1).max(KLINE_MAX_LIMIT).default(300),
  /** Epoch ms: only candles that open before it. Omitted: up to now. */
  before: z.number().int().min(0).optional(),
});
export type TGetKLineRequest = z.infer<typeof ZGetKLineRequest>;

export const ZCandle = z.object({
  /** Epoch ms at which the candle opens. */
  time: z.number().int(),
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
  nextBefore: z.number().int().nullable(),
});
