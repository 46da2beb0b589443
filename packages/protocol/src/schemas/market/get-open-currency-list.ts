import { z } from 'zod/mini';
import { ZEmpty, ZMoney } from '../shared.js';

/** A currency pair as the market names it, e.g. `BTC/USDT`. */
export const ZAllname = z.string().check(z.trim(), z.regex(/^[A-Z0-9]{2,10}\/[A-Z0-9]{2,10}$/, { message: 'rule.symbol' }));

/** One currency of the market (spec section 3, rising-currency list item). */
export const ZOpenCurrency = z.object({
  id: z.int(),
  /** Symbol, e.g. `BTC`. */
  name: z.string(),
  /** Pair, e.g. `BTC/USDT`. */
  allname: z.string(),
  price: ZMoney,
  /** Change against the 24 h reference, percent with two decimals. */
  rate: z.string(),
  /** Decimals the price is shown with. */
  scale: z.int().check(z.gte(0)),
  /** No tick for 10 s: the price may be out of date, and new contracts are refused. */
  stale: z.boolean(),
});
export type TOpenCurrency = z.infer<typeof ZOpenCurrency>;

export const ZGetOpenCurrencyListRequest = ZEmpty;
export const ZGetOpenCurrencyListResponse = z.object({ list: z.array(ZOpenCurrency) });
