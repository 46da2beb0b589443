import { and, count, desc, eq, sql } from 'drizzle-orm';
import { API, ZInterestOrderListRequest, ZInterestOrderListResponse, formatAmount } from '@meridian/protocol';
import { interestOrders } from '../../db/schema/index.js';
import { defineCall, requireSession } from '../../http/define-call.js';
import { loadInterestRules } from './interest-rules.js';
import { toInterestOrder } from './interest-order-view.js';

/** The member's own deposits, newest first, with the rules a new deposit takes and the wallet's total. */
export const getOrderListCall = defineCall({
  path: API.interest.getOrderList,
  request: ZInterestOrderListRequest,
  response: ZInterestOrderListResponse,
  async handler(context) {
    const { deps, input } = context;
    const { memberId } = requireSession(context);
    const nowMs = deps.clock.now();
    const rules = await loadInterestRules(deps);
    const mine = eq(interestOrders.memberId, memberId);
    const where = input.status ? and(mine, eq(interestOrders.status, input.status)) : mine;
    const [rows, [counted], [held]] = await Promise.all([
      deps.db
        .select()
        .from(interestOrders)
        .where(where)
        .orderBy(desc(interestOrders.depositedAt), desc(interestOrders.id))
        .limit(input.pageSize)
        .offset((input.page - 1) * input.pageSize),
      deps.db.select({ total: count() }).from(interestOrders).where(where),
      deps.db
        .select({ sum: sql<string>`coalesce(sum(${interestOrders.amount}), 0)::text` })
        .from(interestOrders)
        .where(and(mine, eq(interestOrders.status, 'holding'))),
    ]);
    return {
      list: rows.map((row) => toInterestOrder(row, nowMs)),
      total: counted?.total ?? 0,
      page: input.page,
      pageSize: input.pageSize,
      rules,
      walletBalance: formatAmount(held?.sum ?? '0', rules.currency),
      serverTime: nowMs,
    };
  },
});
