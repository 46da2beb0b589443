import { z } from 'zod/mini';
import { ZMoney, ZPageRequest, zPage } from '../shared.js';
import { ZInterestOrder, ZInterestOrderStatus, ZInterestRules } from './interest-order.js';

/** The member's deposits, newest first; `status` filters (holding for the wallet, extracted for the record). */
export const ZInterestOrderListRequest = z.strictObject({ ...ZPageRequest.shape, status: z.optional(ZInterestOrderStatus) });
export type TInterestOrderListRequest = z.infer<typeof ZInterestOrderListRequest>;

export const ZInterestOrderListResponse = z.extend(zPage(ZInterestOrder), {
  /** The rules a new deposit takes, shown before the member buys in. */
  rules: ZInterestRules,
  /** The sum of the member's holding deposits. */
  walletBalance: ZMoney,
  /** Epoch ms of the server's now: the moment `daysAccrued` and previews are computed for. */
  serverTime: z.int(),
});
export type TInterestOrderListResponse = z.infer<typeof ZInterestOrderListResponse>;
