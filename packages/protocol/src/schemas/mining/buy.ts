import { z } from 'zod';
import { ZRequestId } from '../shared.js';
import { ZMiningOrder } from './mining-order.js';

/**
 * Buys one machine: its price moves from the member's available balance to held for the lock,
 * and comes back with the last day's income. No pay password: the money never leaves the
 * member's own balance, and the requestId makes a repeat harmless.
 */
export const ZMiningBuyRequest = z
  .object({
    productId: z.number().int().positive(),
    /** One machine per purchase; kept so the call can grow. */
    count: z.literal(1).default(1),
    requestId: ZRequestId,
  })
  .strict();
export type TMiningBuyRequest = z.input<typeof ZMiningBuyRequest>;

/** The machine as bought, status `running`. */
export const ZMiningBuyResponse = ZMiningOrder;
