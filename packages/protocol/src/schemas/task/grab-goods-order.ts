import { z } from 'zod';
import { ZRequestId } from '../shared.js';
import { ZGoodsOrder } from './goods-order.js';

/**
 * Assigns a goods item priced within the member's available balance, chosen at random. Moves no
 * money. While an order waits, answers with that order instead of a new one.
 */
export const ZGrabGoodsOrderRequest = z.object({ requestId: ZRequestId }).strict();
export type TGrabGoodsOrderRequest = z.infer<typeof ZGrabGoodsOrderRequest>;

/** The order, status `waiting`. */
export const ZGrabGoodsOrderResponse = ZGoodsOrder;
