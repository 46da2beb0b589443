import { z } from 'zod';
import { ZEmpty, ZMoney } from '../shared.js';
import { ZGoodsOrder } from './goods-order.js';
import { ZTaskLevel } from './task-level.js';

export const ZGetTaskInfoRequest = ZEmpty;

/** The member's task page: level, today's tasks (in the member's local day) and the rules. */
export const ZGetTaskInfoResponse = z.object({
  level: z.number().int(),
  levelName: z.string(),
  tasksPerDay: z.number().int().min(0),
  tasksDoneToday: z.number().int().min(0),
  tasksLeftToday: z.number().int().min(0),
  commissionPercent: ZMoney,
  /** Paid goods orders of all time: what the level follows. */
  completedTotal: z.number().int().min(0),
  /** The next level's rules; null at the top level. */
  nextLevel: ZTaskLevel.nullable(),
  /** Seconds that must pass between two grabs. */
  grabIntervalSeconds: z.number().int().min(0),
  /** The order waiting to be paid, if any. */
  waitingOrder: ZGoodsOrder.nullable(),
  currency: z.string(),
  /** Commission of the orders paid today (member's local day). */
  todayCommission: ZMoney,
});
export type TGetTaskInfoResponse = z.infer<typeof ZGetTaskInfoResponse>;
