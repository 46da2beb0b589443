import { Decimal } from 'decimal.js';
import { and, eq } from 'drizzle-orm';
import { miningDaysDue } from '@meridian/protocol';
import { miningOrders } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { PLATFORM_ACCOUNT, memberAccountIds, platformAccountId } from '../../ledger/accounts.js';
import { ledgerAmount } from '../../ledger/amount.js';
import { requestIdOf, type CauseType } from '../../ledger/entry-kinds.js';
import { postEntry } from '../../ledger/post-entry.js';

/**
 * Pays every income day of one machine that has fallen due by `now`, and the principal with the
 * last, inside the caller's transaction. The row is claimed with SKIP LOCKED: another process
 * paying it already means this one leaves it alone. Each day's entry has its own requestId, so
 * even a day posted before a crash and not yet counted in `days_paid` is never paid twice.
 * Returns the member paid, or null when nothing was due or the row was taken.
 */
export async function payMiningOrder(tx: Tx, orderId: number, now: number): Promise<number | null> {
  const [order] = await tx
    .select()
    .from(miningOrders)
    .where(and(eq(miningOrders.id, orderId), eq(miningOrders.status, 'running')))
    .for('update', { skipLocked: true });
  if (!order) return null;
  const due = miningDaysDue(order.startedAt.getTime(), order.lockDays, now);
  if (due <= order.daysPaid) return null;

  const accounts = await memberAccountIds(tx, order.memberId);
  if (!accounts) throw new Error(`member ${order.memberId} has no ledger accounts`);
  const interest = await platformAccountId(tx, PLATFORM_ACCOUNT.interest, order.currency);
  const cause: { type: CauseType; id: string } = { type: 'mining', id: order.orderNo };
  const income = ledgerAmount(order.dailyIncome);
  for (let day = order.daysPaid + 1; day <= due; day += 1) {
    // A rate so small that a day rounds to nothing pays nothing; the day still counts.
    if (income.isZero()) continue;
    await postEntry(tx, {
      kind: 'mining_income',
      requestId: requestIdOf('mining_income', order.orderNo, day),
      memo: `mining machine ${order.orderNo} day ${day} of ${order.lockDays}`,
      cause,
      postings: [
        { accountId: interest, amount: ledgerAmount(income.negated()) },
        { accountId: accounts.available, amount: income },
      ],
    });
  }
  const isFinished = due === order.lockDays;
  if (isFinished) {
    await postEntry(tx, {
      kind: 'mining_principal',
      requestId: requestIdOf('mining_principal', order.orderNo),
      memo: `mining machine ${order.orderNo} principal returned`,
      cause,
      postings: [
        { accountId: accounts.held, amount: ledgerAmount(new Decimal(order.price).negated()) },
        { accountId: accounts.available, amount: ledgerAmount(order.price) },
      ],
    });
  }
  await tx
    .update(miningOrders)
    .set(isFinished ? { daysPaid: due, status: 'finished', finishedAt: new Date(now) } : { daysPaid: due })
    .where(eq(miningOrders.id, order.id));
  return order.memberId;
}
