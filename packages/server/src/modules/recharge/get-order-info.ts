import { API, ZGetRechargeOrderInfoRequest, ZGetRechargeOrderInfoResponse } from '@meridian/protocol';
import { defineCall, requireSession } from '../../http/define-call.js';
import { findOwnOrder, toOrderInfo } from './recharge-orders.js';

export const getRechargeOrderInfoCall = defineCall({
  path: API.recharge.getOrderInfo,
  request: ZGetRechargeOrderInfoRequest,
  response: ZGetRechargeOrderInfoResponse,
  async handler(context) {
    const { memberId } = requireSession(context);
    return toOrderInfo(await findOwnOrder(context.deps.db, memberId, context.input.orderNo));
  },
});
