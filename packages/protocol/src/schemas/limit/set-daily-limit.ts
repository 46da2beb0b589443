import { z } from 'zod/mini';
import { ZMoney } from '../shared.js';
import { ZTradingLimits } from './trading-limits.js';

export const DAILY_LIMIT_KINDS = ['loss', 'stake'] as const;
export const ZDailyLimitKind = z.enum(DAILY_LIMIT_KINDS);
export type TDailyLimitKind = z.infer<typeof ZDailyLimitKind>;

/**
 * `/api/limit/setDailyLimit`: a lower limit (or a first one) at once; a higher one, or none
 * (`amount` null), 24 hours after asking. Answers the limits as they now are.
 */
export const ZSetDailyLimitRequest = z.strictObject({
  kind: ZDailyLimitKind,
  amount: z.nullable(ZMoney),
});
export type TSetDailyLimitRequest = z.infer<typeof ZSetDailyLimitRequest>;
export const ZSetDailyLimitResponse = ZTradingLimits;
