import { API, ZBuyMiningMachineRequest, ZBuyMiningMachineResponse } from '@meridian/protocol';
import { defineCall, requireSession } from '../../http/define-call.js';
import { runOnce } from '../../money/run-once.js';
import { loadMember } from '../member/member-info.js';
import { provePayPassword } from '../withdraw/pay-password.js';
import { placeMiningOrder } from './place-mining-order.js';

/**
 * Buys one mining machine, proven by the pay password (wrong guesses count towards the same lock
 * as a withdrawal's), exactly once per requestId.
 */
export const buyMiningMachineCall = defineCall({
  path: API.mining.buy,
  request: ZBuyMiningMachineRequest,
  response: ZBuyMiningMachineResponse,
  async handler(context) {
    const { deps, input, language } = context;
    const { memberId } = requireSession(context);
    await provePayPassword(deps, await loadMember(deps, memberId), input.payPassword);
    // The pay password stays out of the request's record: its hash would give the 4 digits away.
    const params = { productId: input.productId, count: input.count };
    const order = await runOnce(deps.db, { memberId, requestId: input.requestId, operation: API.mining.buy, params }, ZBuyMiningMachineResponse, (tx) =>
      placeMiningOrder(tx, memberId, input.productId, deps.clock.now(), language),
    );
    deps.caches.forget({ balanceMemberIds: [memberId] });
    return order;
  },
});
