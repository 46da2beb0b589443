import { API, ZPayGoodsOrderRequest, ZPayGoodsOrderResponse } from '@meridian/protocol';
import { defineCall, requireSession } from '../../http/define-call.js';
import { runOnce } from '../../money/run-once.js';
import { settleGoodsOrder } from './settle-goods-order.js';
import { loadTaskRules } from './task-rules.js';

/** Pays a waiting goods order: price out, price + commission back, exactly once per requestId. */
export const payGoodsOrderCall = defineCall({
  path: API.task.payGoodsOrder,
  request: ZPayGoodsOrderRequest,
  response: ZPayGoodsOrderResponse,
  async handler(context) {
    const { deps, input, language } = context;
    const { memberId } = requireSession(context);
    const { referralPercents } = await loadTaskRules(deps);
    const params = { orderNo: input.orderNo };
    const order = await runOnce(deps.db, { memberId, requestId: input.requestId, operation: API.task.payGoodsOrder, params }, ZPayGoodsOrderResponse, (tx) =>
      settleGoodsOrder(tx, { memberId, orderNo: input.orderNo, referralPercents, nowMs: deps.clock.now(), language }),
    );
    // The uplines' balances are forgotten by the announcement postEntry sends on commit.
    deps.caches.forget({ balanceMemberIds: [memberId] });
    return order;
  },
});
