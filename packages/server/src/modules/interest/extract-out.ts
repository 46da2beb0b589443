import { Decimal } from 'decimal.js';
import { and, eq } from 'drizzle-orm';
import { API, CODE, ZExtractOutRequest, ZExtractOutResponse, extractionPreview, interestDaysDue, type TInterestOrder } from '@meridian/protocol';
import { interestOrders } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { AppError } from '../../http/app-error.js';
import { defineCall, requireSession } from '../../http/define-call.js';
import { PLATFORM_ACCOUNT, memberAccountIds, platformAccountId, type PlatformAccountName } from '../../ledger/accounts.js';
import { ledgerAmount } from '../../ledger/amount.js';
import { requestIdOf } from '../../ledger/entry-kinds.js';
import { postEntry, type PostingInput } from '../../ledger/post-entry.js';
import { runOnce } from '../../money/run-once.js';
import { interestTerms, toInterestOrder } from './interest-order-view.js';

/**
 * Pays a deposit back in one journal entry: the amount leaves held; the member's available gets
 * exactly `extractionPreview` for the full days held; the interest comes from the platform's
 * interest account, an early charge goes to its fees account. The order row is locked first, so
 * two extractions of one deposit (or the accrual job) wait for each other.
 */
async function extractDeposit(tx: Tx, memberId: number, orderNo: string, nowMs: number): Promise<TInterestOrder> {
  const [row] = await tx
    .select()
    .from(interestOrders)
    .where(and(eq(interestOrders.orderNo, orderNo), eq(interestOrders.memberId, memberId)))
    .for('update');
  // Another member's deposit answers like one that does not exist: nothing about it is revealed.
  if (!row) throw new AppError(CODE.NOT_FOUND, 'error.interestOrderNotFound');
  if (row.status !== 'holding') throw new AppError(CODE.ORDER_STATE, 'error.interestOrderState');
  const accounts = await memberAccountIds(tx, memberId);
  if (!accounts) throw new Error(`member ${memberId} has no ledger accounts`);

  const daysHeld = Math.max(row.daysAccrued, interestDaysDue(row.depositedAt.getTime(), nowMs));
  const preview = extractionPreview(interestTerms(row), daysHeld);
  const amount = new Decimal(row.amount);
  const platform = async (name: PlatformAccountName, value: Decimal): Promise<PostingInput[]> =>
    value.isZero() ? [] : [{ accountId: await platformAccountId(tx, name, row.currency), amount: ledgerAmount(value) }];
  const entry = await postEntry(tx, {
    kind: 'interest_extract',
    requestId: requestIdOf('interest_extract', row.orderNo),
    memo: `interest wallet extraction ${row.orderNo} after ${daysHeld} days${preview.isEarly ? ' (early)' : ''}`,
    cause: { type: 'interest', id: row.orderNo },
    postings: [
      { accountId: accounts.held, amount: ledgerAmount(amount.negated()) },
      { accountId: accounts.available, amount: ledgerAmount(preview.paidOut) },
      ...(await platform(PLATFORM_ACCOUNT.interest, new Decimal(preview.interestPaid).negated())),
      ...(await platform(PLATFORM_ACCOUNT.fees, new Decimal(preview.handlingCharge))),
    ],
  });
  if (!entry.created) throw new Error(`interest order ${row.orderNo} was holding but its extraction was already posted`);
  const [extracted] = await tx
    .update(interestOrders)
    .set({
      status: 'extracted',
      extractedAt: new Date(nowMs),
      daysAccrued: daysHeld,
      interestAccrued: preview.interestAccrued,
      paidOut: preview.paidOut,
      handlingCharge: preview.handlingCharge,
      interestPaid: preview.interestPaid,
    })
    .where(eq(interestOrders.id, row.id))
    .returning();
  if (!extracted) throw new Error(`interest order ${row.orderNo} vanished while extracting`);
  return toInterestOrder(extracted, nowMs);
}

/** Takes a deposit out of the interest wallet, exactly once per requestId. */
export const extractOutCall = defineCall({
  path: API.interest.extractOut,
  request: ZExtractOutRequest,
  response: ZExtractOutResponse,
  async handler(context) {
    const { deps, input } = context;
    const { memberId } = requireSession(context);
    const params = { orderNo: input.orderNo };
    const order = await runOnce(deps.db, { memberId, requestId: input.requestId, operation: API.interest.extractOut, params }, ZExtractOutResponse, (tx) =>
      extractDeposit(tx, memberId, input.orderNo, deps.clock.now()),
    );
    deps.caches.forget({ balanceMemberIds: [memberId] });
    return order;
  },
});
