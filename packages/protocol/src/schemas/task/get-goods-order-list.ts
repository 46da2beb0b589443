import { z } from 'zod/mini';
import { ZPageRequest, zPage } from '../shared.js';
import { ZGoodsOrder, ZGoodsOrderStatus } from './goods-order.js';

/** The member's own goods orders, newest first; `status` filters. */
export const ZGetGoodsOrderListRequest = z.strictObject({ ...ZPageRequest.shape, status: z.optional(ZGoodsOrderStatus) });
export type TGetGoodsOrderListRequest = z.input<typeof ZGetGoodsOrderListRequest>;

export const ZGetGoodsOrderListResponse = zPage(ZGoodsOrder);
export type TGetGoodsOrderListResponse = z.infer<typeof ZGetGoodsOrderListResponse>;
