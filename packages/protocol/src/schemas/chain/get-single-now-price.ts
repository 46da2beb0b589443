import { z } from 'zod';
import { ZAllname } from './kline-interval.js';
import { ZPriceQuote } from './get-price-map.js';

export const ZGetSingleNowPriceRequest = z.object({ symbol: ZAllname });
export const ZGetSingleNowPriceResponse = ZPriceQuote.extend({ allname: z.string() });
