import { API, CODE, ZWithdrawRequest, ZWithdrawResponse, currencyScale, isMoneyAmount } from '@meridian/protocol';
import { AppError, invalidField } from '../../http/app-error.js';
import { defineCall, requireSession } from '../../http/define-call.js';
import { runOnce } from '../../money/run-once.js';
import { loadMember } from '../member/member-info.js';
import { proveTwoStep } from '../security/prove-two-step.js';
import { checkWithdrawalProtection } from '../security/withdrawal-protection.js';
import { provePayPassword } from './pay-password.js';
import { placeWithdrawal } from './place-withdrawal.js';
import { loadWithdrawConfiguration } from './withdrawal-rules.js';

/**
 * Asks for a withdrawal, proven by the pay password, exactly once per requestId. Nothing here
 * looks at deposits or tasks: only the published limits, the member's verification level's
 * withdrawal limits (a new request's alone, placeWithdrawal) and the member's balance.
 */
export const withdrawCall = defineCall({
  path: API.withdraw.withdraw,
  request: ZWithdrawRequest,
  response: ZWithdrawResponse,
  async handler(context) {
    const { deps, input } = context;
    const { memberId } = requireSession(context);
    const configuration = await loadWithdrawConfiguration(deps);
    const { currency } = configuration.rules;
    if (!isMoneyAmount(input.amount, currency)) throw invalidField('amount', 'rule.amount', { scale: currencyScale(currency) });
    const member = await loadMember(deps, memberId);
    if (member.withdrawFrozen) throw new AppError(CODE.ACCOUNT_LOCKED, 'error.withdrawFrozen');
    const { whitelisted } = await checkWithdrawalProtection(deps, member, input);
    await provePayPassword(deps, member, input.payPassword);
    await proveTwoStep(deps, memberId, input.twoStepCode);
    // The pay password and the 2-step code stay out of the request's record: a hash would give the 4 digits away.
    const params = { method: input.method, bankCardId: input.bankCardId, amount: input.amount };
    const withdrawal = await runOnce(deps.db, { memberId, requestId: input.requestId, operation: API.withdraw.withdraw, params }, ZWithdrawResponse, (tx) =>
      placeWithdrawal(tx, memberId, params, configuration, whitelisted ? deps.coinPayouts : undefined),
    );
    // After the commit: the NOTIFY reaches every process then, this one forgets at once.
    deps.caches.forget({ balanceMemberIds: [memberId] });
    // One sent without an operator (placeWithdrawal's auto-send) waits in no operator's queue.
    if (withdrawal.status === 'pending') {
      deps.operatorFeed.newWithdrawal({ orderNo: withdrawal.orderNo, username: member.username, amount: withdrawal.amount, currency });
      deps.operatorFeed.queueChanged();
    }
    return withdrawal;
  },
});
