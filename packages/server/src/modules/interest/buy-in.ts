import { Decimal } from 'decimal.js';
import { API, CODE, ZBuyInRequest, ZBuyInResponse, currencyScale, formatAmount, isMoneyAmount, type TInterestOrder, type TInterestRules } from '@meridian/protocol';
import { interestOrders } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { AppError, invalidField } from '../../http/app-error.js';
import { defineCall, requireSession } from '../../http/define-call.js';
import { memberAccountIds } from '../../ledger/accounts.js';
import { ledgerAmount } from '../../ledger/amount.js';
import { requestIdOf } from '../../ledger/entry-kinds.js';
import { LedgerError, postEntry } from '../../ledger/post-entry.js';
import { newOrderNumber } from '../../money/order-number.js';
import { runOnce } from '../../money/run-once.js';
import { loadInterestRules } from './interest-rules.js';
import { toInterestOrder } from './interest-order-view.js';

/**
 * Records the deposit on today's rules and moves its amount from available to held in one journal
 * entry, inside runOnce's transaction. The ledger's CHECK decides whether the money is there.
 */
async function placeDeposit(tx: Tx, memberId: number, amount: Decimal, rules: TInterestRules, nowMs: number): Promise<TInterestOrder> {
  const accounts = await memberAccountIds(tx, memberId);
  if (!accounts) throw new Error(`member ${memberId} has no ledger accounts`);
  const depositedAt = new Date(nowMs);
  const orderNo = newOrderNumber('IN', depositedAt);
  const [row] = await tx
    .insert(interestOrders)
    .values({
      orderNo,
      memberId,
      amount: amount.toFixed(),
      currency: rules.currency,
      dailyRate: rules.dailyRatePercent,
      holdDays: rules.holdDays,
      handlingPercent: rules.handlingPercent,
      depositedAt,
      status: 'holding',
    })
    .returning();
  if (!row) throw new Error('interest order insert returned nothing');
  try {
    await postEntry(tx, {
      kind: 'interest_deposit',
      requestId: requestIdOf('interest_deposit', orderNo),
      memo: `interest wallet deposit ${orderNo}`,
      cause: { type: 'interest', id: orderNo },
      postings: [
        { accountId: accounts.available, amount: ledgerAmount(amount.negated()) },
        { accountId: accounts.held, amount: ledgerAmount(amount) },
      ],
    });
  } catch (error) {
    if (error instanceof LedgerError && error.reason === 'insufficient_funds') throw new AppError(CODE.BALANCE_LOW, 'error.insufficientFunds');
    throw error;
  }
  return toInterestOrder(row, nowMs);
}

/** Puts money in the interest wallet, exactly once per requestId; below the minimum is refused. */
export const buyInCall = defineCall({
  path: API.interest.buyIn,
  request: ZBuyInRequest,
  response: ZBuyInResponse,
  async handler(context) {
    const { deps, input } = context;
    const { memberId } = requireSession(context);
    const rules = await loadInterestRules(deps);
    if (!isMoneyAmount(input.amount, rules.currency)) throw invalidField('amount', 'rule.amount', { scale: currencyScale(rules.currency) });
    const amount = new Decimal(input.amount);
    if (amount.lessThan(rules.minAmount)) {
      throw invalidField('amount', 'error.interestMin', { amount: formatAmount(rules.minAmount, rules.currency), currency: rules.currency });
    }
    const params = { amount: amount.toFixed() };
    const order = await runOnce(deps.db, { memberId, requestId: input.requestId, operation: API.interest.buyIn, params }, ZBuyInResponse, (tx) =>
      placeDeposit(tx, memberId, amount, rules, deps.clock.now()),
    );
    deps.caches.forget({ balanceMemberIds: [memberId] });
    return order;
  },
});
