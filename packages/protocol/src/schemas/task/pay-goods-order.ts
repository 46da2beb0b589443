import { z } from 'zod/mini';
import { ZRequestId } from '../shared.js';
import { ZGoodsOrder, ZGoodsOrderNo } from './goods-order.js';

/** Pays a waiting order: debits the price and credits price + commission in one transaction. */
export const ZPayGoodsOrderRequest = z.strictObject({ orderNo: ZGoodsOrderNo, requestId: ZRequestId });
export type TPayGoodsOrderRequest = z.infer<typeof ZPayGoodsOrderRequest>;

/** The order, status `paid`. */
export const ZPayGoodsOrderResponse = ZGoodsOrder;
