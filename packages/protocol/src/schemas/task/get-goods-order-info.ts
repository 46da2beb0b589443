import { z } from 'zod';
import { ZGoodsOrder, ZGoodsOrderNo } from './goods-order.js';

export const ZGetGoodsOrderInfoRequest = z.object({ orderNo: ZGoodsOrderNo }).strict();
export type TGetGoodsOrderInfoRequest = z.infer<typeof ZGetGoodsOrderInfoRequest>;

export const ZGetGoodsOrderInfoResponse = ZGoodsOrder;
