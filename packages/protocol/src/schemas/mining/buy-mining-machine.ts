import { z } from 'zod/mini';
import { ZPayPassword, ZRecordId, ZRequestId } from '../shared.js';
import { ZMiningOrder } from './mining-orders.js';

/**
 * Buys one machine: its price moves from the member's available balance to held for the lock,
 * and comes back with the last day's income. Proven by the pay password like a withdrawal, since
 * the price is out of the member's reach for the whole lock; the requestId makes a repeat harmless.
 */
export const ZBuyMiningMachineRequest = z.strictObject({
  productId: ZRecordId,
  /** One machine per purchase; kept so the call can grow. */
  count: z._default(z.literal(1), 1),
  payPassword: ZPayPassword,
  requestId: ZRequestId,
});
export type TBuyMiningMachineRequest = z.input<typeof ZBuyMiningMachineRequest>;

/** The machine as bought, status `running`. */
export const ZBuyMiningMachineResponse = ZMiningOrder;
