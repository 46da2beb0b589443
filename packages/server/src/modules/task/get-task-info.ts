import { and, eq } from 'drizzle-orm';
import { API, ZGetTaskInfoRequest, ZGetTaskInfoResponse, formatAmount } from '@meridian/protocol';
import { goodsOrders } from '../../db/schema/index.js';
import { defineCall, requireSession } from '../../http/define-call.js';
import { toGoodsOrder } from './goods-order-view.js';
import { readTaskProgress } from './task-progress.js';
import { loadTaskRules, toTaskLevel } from './task-rules.js';

/** The caller's task page: level and its rules, today's tasks, the next level, the waiting order. */
export const getTaskInfoCall = defineCall({
  path: API.task.getTaskInfo,
  request: ZGetTaskInfoRequest,
  response: ZGetTaskInfoResponse,
  async handler(context) {
    const { deps, language } = context;
    const { memberId } = requireSession(context);
    const rules = await loadTaskRules(deps);
    const [progress, [waiting]] = await Promise.all([
      readTaskProgress(deps.db, memberId, rules, deps.clock.now()),
      deps.db
        .select()
        .from(goodsOrders)
        .where(and(eq(goodsOrders.memberId, memberId), eq(goodsOrders.status, 'waiting'))),
    ]);
    return {
      level: progress.level.level,
      levelName: progress.level.name,
      tasksPerDay: progress.level.tasksPerDay,
      tasksDoneToday: progress.tasksDoneToday,
      tasksLeftToday: progress.tasksLeftToday,
      commissionPercent: progress.level.commissionPercent,
      completedTotal: progress.completedTotal,
      nextLevel: progress.nextLevel ? toTaskLevel(progress.nextLevel) : null,
      grabIntervalSeconds: rules.grabIntervalSeconds,
      waitingOrder: waiting ? toGoodsOrder(waiting, language) : null,
      currency: rules.currency,
      todayCommission: formatAmount(progress.todayCommission, rules.currency),
    };
  },
});
