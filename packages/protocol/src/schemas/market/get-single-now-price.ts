import { z } from 'zod/mini';
import { ZMoney } from '../shared.js';
import { ZAllname } from './get-open-currency-list.js';
import { ZPriceQuote } from './get-price-map.js';

export const ZGetSingleNowPriceRequest = z.object({ symbol: ZAllname });

/** One pair's quote, with the range and turnover of the last 24 hours for the K-line header. */
export const ZGetSingleNowPriceResponse = z.extend(ZPriceQuote, {
  allname: z.string(),
  /** Decimals the pair's prices are shown with (the open currency list's `scale`). */
  scale: z.int().check(z.gte(0)),
  /** Highest and lowest price of the last 24 h, at the currency's price scale. */
  high24h: ZMoney,
  low24h: ZMoney,
  /** Volume traded in the last 24 h, in units of the currency. */
  volume24h: ZMoney,
});
export type TGetSingleNowPriceResponse = z.infer<typeof ZGetSingleNowPriceResponse>;
