import { z } from 'zod';
import { ZRequestId } from '../shared.js';
import { ZGoodsOrder, ZGoodsOrderNo } from './goods-order.js';

/** Pays a waiting order: debits the price and credits price + commission in one transaction. */
export const ZPayGoodsOrderRequest = z.object({ orderNo: ZGoodsOrderNo, requestId: ZRequestId }).strict();
export type TPayGoodsOrderRequest = z.infer<typeof ZPayGoodsOrderRequest>;

/** The order, status `paid`. */
export const ZPayGoodsOrderResponse = ZGoodsOrder;
