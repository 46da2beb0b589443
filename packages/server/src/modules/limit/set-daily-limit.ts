import { Decimal } from 'decimal.js';
import { API, MAX_DAILY_LIMIT, ZSetDailyLimitRequest, ZSetDailyLimitResponse, currencyScale, formatAmount, isMoneyAmount } from '@meridian/protocol';
import { invalidField } from '../../http/app-error.js';
import { defineCall, requireSession } from '../../http/define-call.js';
import { applyLimitChange } from './apply-limit-change.js';
import { changeSetting } from './limit-change.js';

/**
 * Sets the daily loss or stake limit: lower (or a first one) at once, higher or none after 24 hours.
 * The amount is in the platform currency, at its scale, above 0: a limit of nothing is a break.
 */
export const setDailyLimitCall = defineCall({
  path: API.limit.setDailyLimit,
  request: ZSetDailyLimitRequest,
  response: ZSetDailyLimitResponse,
  async handler(context) {
    const { deps, input } = context;
    const { memberId } = requireSession(context);
    const { currency } = await deps.settings.get('company');
    const { amount } = input;
    if (amount !== null) {
      if (!isMoneyAmount(amount, currency)) throw invalidField('amount', 'rule.amount', { scale: currencyScale(currency) });
      if (new Decimal(amount).greaterThan(MAX_DAILY_LIMIT)) throw invalidField('amount', 'rule.limitMax', { max: formatAmount(MAX_DAILY_LIMIT, currency), currency });
    }
    return applyLimitChange(deps, memberId, (state, now) =>
      input.kind === 'loss' ? { ...state, lossLimit: changeSetting(state.lossLimit, amount, now) } : { ...state, stakeLimit: changeSetting(state.stakeLimit, amount, now) },
    );
  },
});
