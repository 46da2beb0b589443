import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { API, ZMiningOrdersRequest, ZMiningOrdersResponse } from '@meridian/protocol';
import { miningOrders } from '../../db/schema/index.js';
import { defineCall, requireSession } from '../../http/define-call.js';
import { toMiningOrder } from './mining-views.js';

/** The caller's own machines, newest first, optionally running or finished only. */
export const miningOrdersCall = defineCall({
  path: API.mining.orders,
  request: ZMiningOrdersRequest,
  response: ZMiningOrdersResponse,
  async handler(context) {
    const { deps, input, language } = context;
    const { memberId } = requireSession(context);
    const filter: SQL | undefined = and(eq(miningOrders.memberId, memberId), input.status ? eq(miningOrders.status, input.status) : undefined);
    const [rows, [total]] = await Promise.all([
      deps.db
        .select()
        .from(miningOrders)
        .where(filter)
        .orderBy(desc(miningOrders.createdAt), desc(miningOrders.id))
        .limit(input.pageSize)
        .offset((input.page - 1) * input.pageSize),
      deps.db.select({ total: count() }).from(miningOrders).where(filter),
    ]);
    return { list: rows.map((row) => toMiningOrder(row, language)), total: total?.total ?? 0, page: input.page, pageSize: input.pageSize };
  },
});
