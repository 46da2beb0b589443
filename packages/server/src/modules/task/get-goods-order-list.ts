import { and, count, desc, eq } from 'drizzle-orm';
import { API, ZGetGoodsOrderListRequest, ZGetGoodsOrderListResponse } from '@meridian/protocol';
import { goodsOrders } from '../../db/schema/index.js';
import { defineCall, requireSession } from '../../http/define-call.js';
import { toGoodsOrder } from './goods-order-view.js';

/** The caller's own goods orders, newest first, optionally of one status. */
export const getGoodsOrderListCall = defineCall({
  path: API.task.getGoodsOrderList,
  request: ZGetGoodsOrderListRequest,
  response: ZGetGoodsOrderListResponse,
  async handler(context) {
    const { deps, input, language } = context;
    const { memberId } = requireSession(context);
    const filter = and(eq(goodsOrders.memberId, memberId), input.status ? eq(goodsOrders.status, input.status) : undefined);
    const [rows, [total]] = await Promise.all([
      deps.db
        .select()
        .from(goodsOrders)
        .where(filter)
        .orderBy(desc(goodsOrders.grabbedAt), desc(goodsOrders.id))
        .limit(input.pageSize)
        .offset((input.page - 1) * input.pageSize),
      deps.db.select({ total: count() }).from(goodsOrders).where(filter),
    ]);
    return { list: rows.map((row) => toGoodsOrder(row, language)), total: total?.total ?? 0, page: input.page, pageSize: input.pageSize };
  },
});
