import { z } from 'zod/mini';
import { REMINDER_MINUTES } from '../../rules/trading-limits.js';
import { ZTradingLimits } from './trading-limits.js';

/**
 * `/api/limit/setReminder`: a reminder every `minutes` of trading (one of REMINDER_MINUTES), or
 * none (null). More often takes effect at once; less often or off waits 24 hours.
 */
export const ZSetReminderRequest = z.strictObject({
  minutes: z.nullable(
    z.int().check(z.refine((minutes) => (REMINDER_MINUTES as readonly number[]).includes(minutes), { message: 'rule.reminderMinutes' })),
  ),
});
export type TSetReminderRequest = z.infer<typeof ZSetReminderRequest>;
export const ZSetReminderResponse = ZTradingLimits;
