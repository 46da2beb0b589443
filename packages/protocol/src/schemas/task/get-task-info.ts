import { z } from 'zod/mini';
import { ZEmpty, ZMoney } from '../shared.js';
import { ZGoodsOrder } from './goods-order.js';
import { ZTaskLevel } from './task-level.js';

export const ZGetTaskInfoRequest = ZEmpty;

/** The member's task page: level, today's tasks (in the member's local day) and the rules. */
export const ZGetTaskInfoResponse = z.object({
  level: z.int(),
  levelName: z.string(),
  tasksPerDay: z.int().check(z.gte(0)),
  tasksDoneToday: z.int().check(z.gte(0)),
  tasksLeftToday: z.int().check(z.gte(0)),
  commissionPercent: ZMoney,
  /** Paid goods orders of all time: what the level follows. */
  completedTotal: z.int().check(z.gte(0)),
  /** The next level's rules; null at the top level. */
  nextLevel: z.nullable(ZTaskLevel),
  /** Seconds that must pass between two grabs. */
  grabIntervalSeconds: z.int().check(z.gte(0)),
  /** The order waiting to be paid, if any. */
  waitingOrder: z.nullable(ZGoodsOrder),
  currency: z.string(),
  /** Commission of the orders paid today (member's local day). */
  todayCommission: ZMoney,
});
export type TGetTaskInfoResponse = z.infer<typeof ZGetTaskInfoResponse>;
