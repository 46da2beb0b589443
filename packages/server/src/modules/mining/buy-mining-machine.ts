import { API, ZMiningBuyRequest, ZMiningBuyResponse } from '@meridian/protocol';
import { defineCall, requireSession } from '../../http/define-call.js';
import { runOnce } from '../../money/run-once.js';
import { placeMiningOrder } from './place-mining-order.js';

/** Buys one mining machine, exactly once per requestId. */
export const buyMiningMachineCall = defineCall({
  path: API.mining.buy,
  request: ZMiningBuyRequest,
  response: ZMiningBuyResponse,
  async handler(context) {
    const { deps, input } = context;
    const { memberId } = requireSession(context);
    const params = { productId: input.productId, count: input.count };
    const order = await runOnce(deps.db, { memberId, requestId: input.requestId, operation: API.mining.buy, params }, ZMiningBuyResponse, (tx) =>
      placeMiningOrder(tx, memberId, input.productId, deps.clock.now()),
    );
    deps.caches.forget({ balanceMemberIds: [memberId] });
    return order;
  },
});
