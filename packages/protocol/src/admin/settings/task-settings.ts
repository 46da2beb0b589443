import { z } from 'zod/mini';
import { ZShareText } from './decimal-text-fields.js';

/** One member level: reached by paid goods orders alone, never by deposits. */
export const ZTaskLevelSetting = z.object({
  level: z.int().check(z.gte(1)),
  name: z.string().check(z.minLength(1), z.maxLength(40)),
  completedTasksNeeded: z.int().check(z.gte(0)),
  tasksPerDay: z.int().check(z.gte(0), z.lte(1000)),
  /** Percent of a goods order's price paid as its commission. */
  commissionPercent: ZShareText,
});
export type TTaskLevelSetting = z.infer<typeof ZTaskLevelSetting>;

/**
 * Goods-order tasks as the operator configures them. A change applies to orders grabbed after it:
 * each order keeps the commission it was grabbed with.
 */
export const ZTaskSettings = z.object({
  levels: z
    .array(ZTaskLevelSetting)
    .check(
      z.minLength(1),
      z.refine((levels) => new Set(levels.map((level) => level.level)).size === levels.length, { message: 'each level once' }),
      z.refine((levels) => levels.some((level) => level.completedTasksNeeded === 0), { message: 'one level must need no completed tasks' }),
    ),
  /** Seconds that must pass between two grabs of one member. */
  grabIntervalSeconds: z.int().check(z.gte(0), z.lte(86_400)),
  /** Percent of a goods order's commission credited to the uplines: [direct inviter, their inviter, the next]. */
  referralPercents: z.array(ZShareText).check(z.maxLength(3)),
});
export type TTaskSettings = z.infer<typeof ZTaskSettings>;
