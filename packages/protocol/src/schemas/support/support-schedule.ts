import { z } from 'zod/mini';
import { isClockTime } from '../../rules/support-hours.js';
import { isValidTimeZone } from '../../rules/time-zone.js';

const ZClockTime = z.string().check(z.refine(isClockTime, { message: 'rule.invalid' }));

/** The support desk's published hours (rules/support-hours.ts): what "support is there" is computed from. */
export const ZSupportSchedule = z.object({
  /** 0 Sunday … 6 Saturday, in the desk's own offset. */
  days: z.array(z.int().check(z.gte(0), z.lte(6))).check(z.minLength(1), z.maxLength(7)),
  opens: ZClockTime,
  closes: ZClockTime,
  utcOffset: z.string().check(z.refine(isValidTimeZone, { message: 'rule.timeZone' })),
});
export type TSupportSchedule = z.infer<typeof ZSupportSchedule>;
