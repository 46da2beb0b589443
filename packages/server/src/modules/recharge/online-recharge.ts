import { API, ZOnlineRechargeRequest, ZOnlineRechargeResponse, formatAmount } from '@meridian/protocol';
import { rechargeOrders } from '../../db/schema/index.js';
import { defineCall, requireSession } from '../../http/define-call.js';
import { newOrderNumber } from '../../money/order-number.js';
import { runOnce } from '../../money/run-once.js';
import { paymentProvider } from '../../payments/providers.js';
import { findOnlineChannel } from './online-channels.js';
import { checkedAmount, effectiveLimits } from './recharge-amount.js';
import { lockMemberRecharges, refuseIfUnfinished } from './recharge-orders.js';

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

    return runOnce(deps.db, { memberId, requestId, operation: API.recharge.onlineRecharge, params }, ZOnlineRechargeResponse, async (tx) => {
      await lockMemberRecharges(tx, memberId);
      await refuseIfUnfinished(tx, memberId);
      const orderNo = newOrderNumber('RC');
      const payment = provider.createPayment({ orderNo, amount, currency });
      await tx.insert(rechargeOrders).values({
        orderNo,
        memberId,
        mode: 'online',
        channelCode: channel.code,
        status: 'waiting_payment',
        amount,
        currency,
        providerRef: payment.providerRef,
      });
      return { orderNo, payUrl: payment.payUrl };
    });
  },
});
