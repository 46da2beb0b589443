import { Decimal } from 'decimal.js';
import { API, CODE, ZSignContractRequest, ZSignContractResponse, currencyScale, formatAmount, isMoneyAmount } from '@meridian/protocol';
import { AppError, invalidField } from '../../http/app-error.js';
import { defineCall, requireSession } from '../../http/define-call.js';
import { STALE_AFTER_MS } from '../../market/stale.js';
import { runOnce } from '../../money/run-once.js';
import { loadContractTerms } from './contract-terms.js';
import { placeContract } from './place-contract.js';

/**
 * Signs a second contract exactly once per requestId. The purchase price is the tick recorded for
 * this second, stored with its time so the member can find it on the K-line.
 */
export const signContractCall = defineCall({
  path: API.contractShort.sign,
  request: ZSignContractRequest,
  response: ZSignContractResponse,
  async handler(context) {
    const { deps, input } = context;
    const { memberId } = requireSession(context);
    const terms = await loadContractTerms(deps);
    const { currency } = terms;
    if (!terms.types.some((type) => type.allname === input.allname)) throw invalidField('allname', 'error.contractCurrency', { allname: input.allname });
    const option = terms.options.find((item) => item.seconds === input.seconds);
    if (!option) throw invalidField('seconds', 'error.contractSeconds', { seconds: input.seconds });
    if (!isMoneyAmount(input.amount, currency)) throw invalidField('amount', 'rule.amount', { scale: currencyScale(currency) });
    // Out of range is a mistake in the amount typed on the panel, not a reason to open the bet
    // record or the recharge page: an INVALID_PARAMS on the field, naming the limit.
    const amount = new Decimal(input.amount);
    if (amount.lessThan(option.minAmount)) throw invalidField('amount', 'error.contractMin', { amount: formatAmount(option.minAmount, currency), currency });
    if (amount.greaterThan(option.maxAmount)) throw invalidField('amount', 'error.contractMax', { amount: formatAmount(option.maxAmount, currency), currency });

    const quote = deps.market.quote(input.allname);
    const nowMs = deps.clock.now();
    const recorded = quote && !quote.stale ? await deps.market.priceAt(input.allname, nowMs) : undefined;
    // A recorder that has fallen behind would sign at a price the member no longer sees.
    const purchaseTick = recorded && nowMs - recorded.at < STALE_AFTER_MS ? recorded : undefined;
    if (!purchaseTick) throw new AppError(CODE.PRICE_STALE, 'error.contractPriceStale', { allname: input.allname });

    const params = { allname: input.allname, direction: input.direction, seconds: input.seconds, amount: input.amount };
    const order = await runOnce(deps.db, { memberId, requestId: input.requestId, operation: API.contractShort.sign, params }, ZSignContractResponse, (tx) =>
      placeContract(tx, { memberId, request: params, option, currency, purchaseTick }, nowMs),
    );
    deps.caches.forget({ balanceMemberIds: [memberId] });
    return order;
  },
});
