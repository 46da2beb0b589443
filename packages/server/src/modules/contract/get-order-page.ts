import { and, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import { API, ZGetContractOrderPageRequest, ZGetContractOrderPageResponse } from '@meridian/protocol';
import { contractOrders } from '../../db/schema/index.js';
import { defineCall, requireSession } from '../../http/define-call.js';
import { toContractOrder } from './contract-view.js';

/** The caller's own contracts, running or finished, of every pair or of one, newest first, with both ticks. */
export const getContractOrderPageCall = defineCall({
  path: API.contractShort.getOrderPage,
  request: ZGetContractOrderPageRequest,
  response: ZGetContractOrderPageResponse,
  async handler(context) {
    const { deps, input } = context;
    const { memberId } = requireSession(context);
    const byStatus = input.status === 'running' ? eq(contractOrders.status, 'running') : ne(contractOrders.status, 'running');
    const filter: SQL | undefined = and(eq(contractOrders.memberId, memberId), byStatus, input.allname === undefined ? undefined : eq(contractOrders.allname, input.allname));
    const [rows, [total]] = await Promise.all([
      deps.db
        .select()
        .from(contractOrders)
        .where(filter)
        .orderBy(desc(contractOrders.createdAt), desc(contractOrders.id))
        .limit(input.pageSize)
        .offset((input.page - 1) * input.pageSize),
      deps.db.select({ total: count() }).from(contractOrders).where(filter),
    ]);
    return { list: rows.map(toContractOrder), total: total?.total ?? 0, page: input.page, pageSize: input.pageSize };
  },
});
