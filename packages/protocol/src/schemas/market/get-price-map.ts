import { z } from 'zod/mini';
import { ZEmpty, ZMoney } from '../shared.js';

export const ZPriceQuote = z.object({
  price: ZMoney,
  /** The 24 h reference (open) price the rate is measured against. */
  reference: ZMoney,
  rate: z.string(),
  /** Epoch ms of the tick. */
  at: z.int(),
  stale: z.boolean(),
});
export type TPriceQuote = z.infer<typeof ZPriceQuote>;

export const ZGetPriceMapRequest = ZEmpty;
/** Every open currency's latest quote, by allname. */
export const ZGetPriceMapResponse = z.object({ prices: z.record(z.string(), ZPriceQuote) });
