import { z } from 'zod';
import { ZMoney, ZPageRequest, zPage } from '../shared.js';
import { ZInterestOrder, ZInterestOrderStatus, ZInterestRules } from './interest-order.js';

/** The member's deposits, newest first; `status` filters (holding for the wallet, extracted for the record). */
export const ZInterestOrderListRequest = ZPageRequest.extend({ status: ZInterestOrderStatus.optional() }).strict();
export type TInterestOrderListRequest = z.infer<typeof ZInterestOrderListRequest>;

export const ZInterestOrderListResponse = zPage(ZInterestOrder).extend({
  /** The rules a new deposit takes, shown before the member buys in. */
  rules: ZInterestRules,
  /** The sum of the member's holding deposits. */
  walletBalance: ZMoney,
  /** Epoch ms of the server's now: the moment `daysAccrued` and previews are computed for. */
  serverTime: z.number().int(),
});
export type TInterestOrderListResponse = z.infer<typeof ZInterestOrderListResponse>;
