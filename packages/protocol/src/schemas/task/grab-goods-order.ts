import { z } from 'zod/mini';
import { ZRequestId } from '../shared.js';
import { ZGoodsOrder } from './goods-order.js';

/**
 * Assigns a goods item priced within the member's available balance, chosen at random. Moves no
 * money. While an order waits, answers with that order instead of a new one.
 */
export const ZGrabGoodsOrderRequest = z.strictObject({ requestId: ZRequestId });
export type TGrabGoodsOrderRequest = z.infer<typeof ZGrabGoodsOrderRequest>;

/** The order, status `waiting`. */
export const ZGrabGoodsOrderResponse = ZGoodsOrder;
