import { z } from 'zod/mini';
import { ZGoodsOrder, ZGoodsOrderNo } from './goods-order.js';

export const ZGetGoodsOrderInfoRequest = z.strictObject({ orderNo: ZGoodsOrderNo });
export type TGetGoodsOrderInfoRequest = z.infer<typeof ZGetGoodsOrderInfoRequest>;

export const ZGetGoodsOrderInfoResponse = ZGoodsOrder;
