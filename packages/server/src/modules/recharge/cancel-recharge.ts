import { eq, sql } from 'drizzle-orm';
import { API, CODE, UNFINISHED_RECHARGE_STATUSES, ZCancelRechargeRequest, ZCancelRechargeResponse, ZRechargeStatus } from '@meridian/protocol';
import { rechargeOrders } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { defineCall, requireSession } from '../../http/define-call.js';
import { findOwnOrder } from './recharge-orders.js';

/**
 * The member withdraws their own unfinished order (nothing was credited, so nothing moves). The
 * row is locked, so a cancel and an operator's approval or a provider's callback cannot both win.
 */
export const cancelRechargeCall = defineCall({
  path: API.recharge.cancelRecharge,
  request: ZCancelRechargeRequest,
  response: ZCancelRechargeResponse,
  async handler(context) {
    const { deps, input } = context;
    const { memberId } = requireSession(context);
    return deps.db.transaction(async (tx) => {
      const order = await findOwnOrder(tx, memberId, input.orderNo, true);
      const status = ZRechargeStatus.parse(order.status);
      if (status === 'cancelled') return { orderNo: order.orderNo, status };
      if (!UNFINISHED_RECHARGE_STATUSES.includes(status)) throw new AppError(CODE.ORDER_STATE, 'error.rechargeOrderState');
      await tx.update(rechargeOrders).set({ status: 'cancelled', updatedAt: sql`now()` }).where(eq(rechargeOrders.id, order.id));
      return { orderNo: order.orderNo, status: 'cancelled' as const };
    });
  },
});
