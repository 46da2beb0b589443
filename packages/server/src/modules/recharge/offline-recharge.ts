import { API, ZOfflineRechargeRequest, ZOfflineRechargeResponse, formatAmount } from '@meridian/protocol';
import { rechargeOrders } from '../../db/schema/index.js';
import { invalidField } from '../../http/app-error.js';
import { defineCall, requireSession } from '../../http/define-call.js';
import { newOrderNumber } from '../../money/order-number.js';
import { runOnce } from '../../money/run-once.js';
import { ownUploadId } from '../common/own-upload.js';
import { payeeAt } from './offline-methods.js';
import { checkedAmount, effectiveLimits } from './recharge-amount.js';
import { lockMemberRecharges, refuseIfUnfinished } from './recharge-orders.js';

/**
 * The member says they transferred money to a payee account: the order waits for an operator,
 * who confirms it against the bank statement (recharge-review.ts) and only then credits it.
 */
export const offlineRechargeCall = defineCall({
  path: API.recharge.offlineRecharge,
  request: ZOfflineRechargeRequest,
  response: ZOfflineRechargeResponse,
  async handler(context) {
    const { deps, input, language } = context;
    const { memberId } = requireSession(context);
    const { requestId, ...params } = input;
    const [settings, company] = await Promise.all([deps.settings.get('recharge'), deps.settings.get('company')]);
    const currency = company.currency;
    const method = settings.offlineMethods.find((candidate) => candidate.code === input.methodCode);
    if (!method) throw invalidField('methodCode', 'error.rechargeChannelClosed');
    // The order keeps the bank's name as the member read it when they placed it.
    const payee = payeeAt(settings, method, language, input.bankCode);
    if (!payee) throw invalidField('bankCode', 'error.rechargeBankClosed');
    const amount = formatAmount(checkedAmount('amount', input.amount, currency, effectiveLimits(method, settings)), currency);
    const proofUploadId = input.proofUrl ? await ownUploadId(deps.db, memberId, input.proofUrl, 'proofUrl', 'rule.rechargeProof') : null;

    const placed = await runOnce(deps.db, { memberId, requestId, operation: API.recharge.offlineRecharge, params }, ZOfflineRechargeResponse, async (tx) => {
      await lockMemberRecharges(tx, memberId);
      await refuseIfUnfinished(tx, memberId);
      const orderNo = newOrderNumber('RC');
      await tx.insert(rechargeOrders).values({
        orderNo,
        memberId,
        mode: 'offline',
        channelCode: method.code,
        status: 'pending_review',
        amount,
        currency,
        payerName: input.realName,
        bankCode: payee.bankCode,
        bankName: payee.bankName,
        cardNumber: payee.account,
        holder: payee.holder,
        proofUploadId,
      });
      return { orderNo };
    });
    // Open consoles see the queue grow at once.
    deps.operatorFeed.queueChanged();
    return placed;
  },
});
