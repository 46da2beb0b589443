import { Decimal } from 'decimal.js';
import { accruedInterest, dailyInterest, formatAmount, interestDaysDue, type InterestTerms, type TInterestOrder } from '@meridian/protocol';
import type { interestOrders } from '../../db/schema/index.js';

export type InterestOrderRow = typeof interestOrders.$inferSelect;

export function interestTerms(row: InterestOrderRow): InterestTerms {
  return {
    currency: row.currency,
    amount: row.amount,
    dailyRatePercent: new Decimal(row.dailyRate).toFixed(),
    holdDays: row.holdDays,
    handlingPercent: new Decimal(row.handlingPercent).toFixed(),
  };
}

const money = (value: string | null, currency: string) => (value === null ? null : formatAmount(value, currency));

/**
 * A deposit as the member sees it. A holding deposit's days and income are computed for `nowMs`
 * with the shared rule, so the list never lags behind a late accrual job.
 */
export function toInterestOrder(row: InterestOrderRow, nowMs: number): TInterestOrder {
  const terms = interestTerms(row);
  const isExtracted = row.status === 'extracted';
  const daysAccrued = isExtracted ? row.daysAccrued : Math.max(row.daysAccrued, interestDaysDue(row.depositedAt.getTime(), nowMs));
  return {
    orderNo: row.orderNo,
    currency: row.currency,
    amount: formatAmount(row.amount, row.currency),
    depositedAt: row.depositedAt.getTime(),
    dailyRatePercent: terms.dailyRatePercent,
    holdDays: row.holdDays,
    handlingPercent: terms.handlingPercent,
    dailyIncome: formatAmount(dailyInterest(terms), row.currency),
    daysAccrued,
    earnedIncome: formatAmount(isExtracted ? row.interestAccrued : accruedInterest(terms, daysAccrued), row.currency),
    status: isExtracted ? 'extracted' : 'holding',
    isExtracted,
    extractedAt: row.extractedAt?.getTime() ?? null,
    paidOut: money(row.paidOut, row.currency),
    handlingCharge: money(row.handlingCharge, row.currency),
    interestPaid: money(row.interestPaid, row.currency),
  };
}
