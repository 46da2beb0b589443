import { z } from 'zod/mini';
import { ZRechargeOrderNo, ZRechargeStatus } from './recharge-order.js';

/**
 * Cancels the member's own unfinished order (waiting for payment or for the operator). Cancelling
 * an order already cancelled answers the same; any other decided order is refused (ORDER_STATE).
 */
export const ZCancelRechargeRequest = z.strictObject({ orderNo: ZRechargeOrderNo });
export type TCancelRechargeRequest = z.infer<typeof ZCancelRechargeRequest>;

export const ZCancelRechargeResponse = z.object({ orderNo: z.string(), status: ZRechargeStatus });
export type TCancelRechargeResponse = z.infer<typeof ZCancelRechargeResponse>;
