import { z } from 'zod/mini';
import { ZMoney, ZRequestId } from '../shared.js';
import { ZRechargeCode } from './recharge-order.js';

/** Opens an online order; the member then pays at `payUrl`. Safe to repeat with the same `requestId`. */
export const ZOnlineRechargeRequest = z.strictObject({
  requestId: ZRequestId,
  channelCode: ZRechargeCode,
  /** In the platform currency, at its scale. */
  amount: ZMoney,
});
export type TOnlineRechargeRequest = z.infer<typeof ZOnlineRechargeRequest>;

export const ZOnlineRechargeResponse = z.object({
  orderNo: z.string(),
  /** Where the member pays: open it in the browser. */
  payUrl: z.string(),
});
export type TOnlineRechargeResponse = z.infer<typeof ZOnlineRechargeResponse>;
