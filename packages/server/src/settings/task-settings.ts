import { z } from 'zod';
import { ZShareText } from '../money/decimal-text-fields.js';

/** One member level: reached by paid goods orders alone, never by deposits. */
export const ZTaskLevelSetting = z.object({
  level: z.number().int().min(1),
  name: z.string().min(1).max(40),
  completedTasksNeeded: z.number().int().min(0),
  tasksPerDay: z.number().int().min(0).max(1000),
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
    .min(1)
    .refine((levels) => new Set(levels.map((level) => level.level)).size === levels.length, { message: 'each level once' })
    .refine((levels) => levels.some((level) => level.completedTasksNeeded === 0), { message: 'one level must need no completed tasks' }),
  /** Seconds that must pass between two grabs of one member. */
  grabIntervalSeconds: z.number().int().min(0).max(86_400),
  /** Percent of a goods order's commission credited to the uplines: [direct inviter, their inviter, the next]. */
  referralPercents: z.array(ZShareText).max(3),
});
export type TTaskSettings = z.infer<typeof ZTaskSettings>;

export const DEFAULT_TASK_SETTINGS: TTaskSettings = {
  levels: [
    { level: 1, name: 'VIP1', completedTasksNeeded: 0, tasksPerDay: 5, commissionPercent: '0.5' },
    { level: 2, name: 'VIP2', completedTasksNeeded: 20, tasksPerDay: 8, commissionPercent: '0.7' },
    { level: 3, name: 'VIP3', completedTasksNeeded: 60, tasksPerDay: 12, commissionPercent: '0.9' },
    { level: 4, name: 'VIP4', completedTasksNeeded: 150, tasksPerDay: 16, commissionPercent: '1.1' },
    { level: 5, name: 'VIP5', completedTasksNeeded: 300, tasksPerDay: 20, commissionPercent: '1.3' },
  ],
  grabIntervalSeconds: 30,
  referralPercents: ['10', '5', '2'],
};
