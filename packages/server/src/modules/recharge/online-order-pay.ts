import { API, CODE, ZOnlineOrderPayRequest, ZOnlineOrderPayResponse, formatAmount } from '@meridian/protocol';
import { AppError } from '../../http/app-error.js';
import { defineCall, requireSession } from '../../http/define-call.js';
import { paymentProvider } from '../../payments/providers.js';
import { findOwnOrder } from './recharge-orders.js';

/** Where to pay the member's own online order, while it still waits for payment. */
export const onlineOrderPayCall = defineCall({
  path: API.recharge.onlineOrderPay,
  request: ZOnlineOrderPayRequest,
  response: ZOnlineOrderPayResponse,
  async handler(context) {
    const { deps, input } = context;
    const { memberId } = requireSession(context);
    const order = await findOwnOrder(deps.db, memberId, input.orderNo);
    if (order.mode !== 'online' || order.status !== 'waiting_payment') {
      throw new AppError(CODE.ORDER_STATE, 'error.rechargeOrderState');
    }
    const settings = await deps.settings.get('recharge');
    const channel = settings.onlineChannels.find((candidate) => candidate.code === order.channelCode);
    const provider = channel ? paymentProvider(channel.provider, deps.config) : null;
    if (!provider) throw new AppError(CODE.ORDER_STATE, 'error.rechargeChannelClosed');
    const payment = provider.createPayment({ orderNo: order.orderNo, amount: formatAmount(order.amount, order.currency), currency: order.currency });
    return { orderNo: order.orderNo, payUrl: payment.payUrl };
  },
});
