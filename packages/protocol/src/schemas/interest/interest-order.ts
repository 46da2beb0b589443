import { z } from 'zod/mini';
import { ZMoney } from '../shared.js';

/** The operator's published interest-wallet rules (the settings every new deposit takes). */
export const ZInterestRules = z.object({
  currency: z.string(),
  /** The smallest deposit accepted. */
  minAmount: ZMoney,
  /** Interest per day, in percent of the deposit (`0.5` = 0.5 %). */
  dailyRatePercent: ZMoney,
  /** Full days a deposit must be held to keep its interest. */
  holdDays: z.int().check(z.gte(0)),
  /** Charged on the deposit when extracted before `holdDays`, in percent. */
  handlingPercent: ZMoney,
});
export type TInterestRules = z.infer<typeof ZInterestRules>;

export const ZInterestOrderStatus = z.enum(['holding', 'extracted']);

/**
 * A deposit, with the terms it was made on. While holding, `daysAccrued`/`earnedIncome` are as of
 * the server's now; once extracted, what was paid.
 */
export const ZInterestOrder = z.object({
  orderNo: z.string(),
  currency: z.string(),
  amount: ZMoney,
  /** Epoch ms. */
  depositedAt: z.int(),
  dailyRatePercent: ZMoney,
  holdDays: z.int().check(z.gte(0)),
  handlingPercent: ZMoney,
  /** Income per day (amount × rate at the currency's scale). */
  dailyIncome: ZMoney,
  daysAccrued: z.int().check(z.gte(0)),
  /** Interest earned so far. */
  earnedIncome: ZMoney,
  status: ZInterestOrderStatus,
  isExtracted: z.boolean(),
  extractedAt: z.nullable(z.int()),
  paidOut: z.nullable(ZMoney),
  handlingCharge: z.nullable(ZMoney),
  interestPaid: z.nullable(ZMoney),
});
export type TInterestOrder = z.infer<typeof ZInterestOrder>;
