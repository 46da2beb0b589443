import { z } from 'zod';
import { ZMoney } from '../shared.js';

/**
 * One member level as the operator published it: how many paid goods orders reach it, how many
 * tasks a day it allows and the commission it earns. Levels never depend on deposits.
 */
export const ZTaskLevel = z.object({
  level: z.number().int().min(1),
  levelName: z.string(),
  /** Paid goods orders (all time) a member needs to hold this level. */
  completedTasksNeeded: z.number().int().min(0),
  tasksPerDay: z.number().int().min(0),
  /** Commission in percent of a goods order's price (`0.5` = 0.5 %). */
  commissionPercent: ZMoney,
});
export type TTaskLevel = z.infer<typeof ZTaskLevel>;
