import { API, ZGrabGoodsOrderRequest, ZGrabGoodsOrderResponse } from '@meridian/protocol';
import { defineCall, requireSession } from '../../http/define-call.js';
import { runOnce } from '../../money/run-once.js';
import { assignGoodsOrder } from './assign-goods-order.js';
import { loadTaskRules } from './task-rules.js';

/** Grabs a goods order (or gets back the one waiting), once per requestId. Moves no money. */
export const grabGoodsOrderCall = defineCall({
  path: API.task.grabGoodsOrder,
  request: ZGrabGoodsOrderRequest,
  response: ZGrabGoodsOrderResponse,
  async handler(context) {
    const { deps, input, language } = context;
    const { memberId } = requireSession(context);
    const rules = await loadTaskRules(deps);
    return runOnce(deps.db, { memberId, requestId: input.requestId, operation: API.task.grabGoodsOrder, params: {} }, ZGrabGoodsOrderResponse, (tx) =>
      assignGoodsOrder(tx, memberId, rules, deps.clock.now(), language),
    );
  },
});
