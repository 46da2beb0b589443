import { API, ZOnlineRechargeRequest, ZOnlineRechargeResponse, formatAmount } from '@meridian/protocol';
import { defineCall, requireSession } from '../../http/define-call.js';
import { newOrderNumber } from '../../money/order-number.js';
import { runOnceAnswering } from '../../money/run-once.js';
import { paymentProvider } from '../../payments/providers.js';
import { findOnlineChannel } from './online-channels.js';
import { checkedAmount, effectiveLimits } from './recharge-amount.js';
import { memberRechargesLock, placeOrderUnlessUnfinished } from './recharge-orders.js';

/** Opens an online order waiting for payment and answers where to pay it. */
export const onlineRechargeCall = defineCall({
  path: API.recharge.onlineRecharge,
  request: ZOnlineRechargeRequest,
  response: ZOnlineRechargeResponse,
  async handler(context) {
    const { deps, input } = context;
    const { memberId } = requireSession(context);
    const { requestId, ...params } = input;
    const [settings, company] = await Promise.all([deps.settings.get('recharge'), deps.settings.get('company')]);
    const currency = company.currency;
    const channel = findOnlineChannel(settings, deps.config, input.channelCode);
    const provider = paymentProvider(channel.provider, deps.config);
    if (!provider) throw new Error(`Online channel ${channel.code} has no usable provider`);
    const amount = formatAmount(checkedAmount('amount', input.amount, currency, effectiveLimits(channel, settings)), currency);

    // The order number and pay URL are made up front, so the claim records the answer and takes
    // the member's recharge lock in one round trip, and the order goes in with the check for an
    // unfinished one in the next: two statements for a new order.
    const orderNo = newOrderNumber('RC');
    const payment = provider.createPayment({ orderNo, amount, currency });
    const request = { memberId, requestId, operation: API.recharge.onlineRecharge, params };
    const answer = { orderNo, payUrl: payment.payUrl };
    return runOnceAnswering(
      deps.db,
      request,
      ZOnlineRechargeResponse,
      answer,
      (tx) =>
        placeOrderUnlessUnfinished(tx, {
          orderNo,
          memberId,
          mode: 'online',
          channelCode: channel.code,
          status: 'waiting_payment',
          amount,
          currency,
          providerRef: payment.providerRef,
        }),
      memberRechargesLock(memberId),
    );
  },
});
