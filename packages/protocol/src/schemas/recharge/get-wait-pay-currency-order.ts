import { z } from 'zod/mini';
import { ZEmpty } from '../shared.js';
import { ZRechargeOrderInfo } from './get-order-info.js';

/** The member's unfinished crypto order (waiting for the operator), or null. */
export const ZGetWaitPayCurrencyOrderRequest = ZEmpty;
export const ZGetWaitPayCurrencyOrderResponse = z.object({ order: z.nullable(ZRechargeOrderInfo) });
export type TGetWaitPayCurrencyOrderResponse = z.infer<typeof ZGetWaitPayCurrencyOrderResponse>;
