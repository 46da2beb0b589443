import { z } from 'zod/mini';
import { ZRechargeOrderNo } from './recharge-order.js';

/** The pay URL of the member's own online order that still waits for payment. */
export const ZOnlineOrderPayRequest = z.strictObject({ orderNo: ZRechargeOrderNo });
export type TOnlineOrderPayRequest = z.infer<typeof ZOnlineOrderPayRequest>;

export const ZOnlineOrderPayResponse = z.object({ orderNo: z.string(), payUrl: z.string() });
export type TOnlineOrderPayResponse = z.infer<typeof ZOnlineOrderPayResponse>;
