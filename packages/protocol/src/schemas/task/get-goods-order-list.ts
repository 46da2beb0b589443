import { z } from 'zod';
import { ZPageRequest, zPage } from '../shared.js';
import { ZGoodsOrder, ZGoodsOrderStatus } from './goods-order.js';

/** The member's own goods orders, newest first; `status` filters. */
export const ZGetGoodsOrderListRequest = ZPageRequest.extend({ status: ZGoodsOrderStatus.optional() }).strict();
export type TGetGoodsOrderListRequest = z.input<typeof ZGetGoodsOrderListRequest>;

export const ZGetGoodsOrderListResponse = zPage(ZGoodsOrder);
export type TGetGoodsOrderListResponse = z.infer<typeof ZGetGoodsOrderListResponse>;
