import { z } from 'zod/mini';
import { ZMoney, ZPageRequest, zPage } from '../shared.js';

export const MINING_ORDER_STATUSES = ['running', 'finished'] as const;
export const ZMiningOrderStatus = z.enum(MINING_ORDER_STATUSES);
export type TMiningOrderStatus = z.infer<typeof ZMiningOrderStatus>;

/** A machine the member bought: its terms as they were, and how far its payouts have gone. */
export const ZMiningOrder = z.object({
  orderNo: z.string(),
  productId: z.int(),
  productName: z.string(),
  price: ZMoney,
  currency: z.string(),
  dailyRate: z.string(),
  dailyIncome: ZMoney,
  lockDays: z.int(),
  daysPaid: z.int(),
  /** dailyIncome × daysPaid. */
  incomePaid: ZMoney,
  /** Epoch ms. */
  startedAt: z.int(),
  endsAt: z.int(),
  /** When the next income falls due; null once finished. */
  nextPayoutAt: z.nullable(z.int()),
  status: ZMiningOrderStatus,
  finishedAt: z.nullable(z.int()),
});
export type TMiningOrder = z.infer<typeof ZMiningOrder>;

export const ZMiningOrdersRequest = z.strictObject({ ...ZPageRequest.shape, status: z.optional(ZMiningOrderStatus) });
export type TMiningOrdersRequest = z.infer<typeof ZMiningOrdersRequest>;
/** The member's own machines, newest first. */
export const ZMiningOrdersResponse = zPage(ZMiningOrder);
export type TMiningOrdersResponse = z.infer<typeof ZMiningOrdersResponse>;
