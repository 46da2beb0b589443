import { and, desc, eq, inArray } from 'drizzle-orm';
import { API, UNFINISHED_RECHARGE_STATUSES, ZGetWaitPayCurrencyOrderRequest, ZGetWaitPayCurrencyOrderResponse } from '@meridian/protocol';
import { rechargeOrders } from '../../db/schema/index.js';
import { defineCall, requireSession } from '../../http/define-call.js';
import { toOrderInfo } from './recharge-orders.js';

/** The member's crypto order still waiting for the operator, so the app can show it instead of a new form. */
export const getWaitPayCurrencyOrderCall = defineCall({
  path: API.recharge.getWaitPayCurrencyOrder,
  request: ZGetWaitPayCurrencyOrderRequest,
  response: ZGetWaitPayCurrencyOrderResponse,
  async handler(context) {
    const { memberId } = requireSession(context);
    const [row] = await context.deps.db
      .select()
      .from(rechargeOrders)
      .where(
        and(
          eq(rechargeOrders.memberId, memberId),
          eq(rechargeOrders.mode, 'crypto'),
          inArray(rechargeOrders.status, [...UNFINISHED_RECHARGE_STATUSES]),
        ),
      )
      .orderBy(desc(rechargeOrders.createdAt))
      .limit(1);
    return { order: row ? toOrderInfo(row) : null };
  },
});
