import { and, eq } from 'drizzle-orm';
import { API, CODE, ZGetGoodsOrderInfoRequest, ZGetGoodsOrderInfoResponse } from '@meridian/protocol';
import { goodsOrders } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { defineCall, requireSession } from '../../http/define-call.js';
import { toGoodsOrder } from './goods-order-view.js';

/** One of the caller's own goods orders; another member's is "not found". */
export const getGoodsOrderInfoCall = defineCall({
  path: API.task.getGoodsOrderInfo,
  request: ZGetGoodsOrderInfoRequest,
  response: ZGetGoodsOrderInfoResponse,
  async handler(context) {
    const { deps, input, language } = context;
    const { memberId } = requireSession(context);
    const [row] = await deps.db
      .select()
      .from(goodsOrders)
      .where(and(eq(goodsOrders.orderNo, input.orderNo), eq(goodsOrders.memberId, memberId)));
    if (!row) throw new AppError(CODE.NOT_FOUND, 'error.goodsOrderNotFound');
    return toGoodsOrder(row, language);
  },
});
