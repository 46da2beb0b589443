import { z } from 'zod/mini';
import { ZMoney } from '../shared.js';

/**
 * One member level as the operator published it: how many paid goods orders reach it, how many
 * tasks a day it allows and the commission it earns. Levels never depend on deposits.
 */
export const ZTaskLevel = z.object({
  level: z.int().check(z.gte(1)),
  levelName: z.string(),
  /** Paid goods orders (all time) a member needs to hold this level. */
  completedTasksNeeded: z.int().check(z.gte(0)),
  tasksPerDay: z.int().check(z.gte(0)),
  /** Commission in percent of a goods order's price (`0.5` = 0.5 %). */
  commissionPercent: ZMoney,
});
export type TTaskLevel = z.infer<typeof ZTaskLevel>;
