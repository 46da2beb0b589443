import { eq, sql } from 'drizzle-orm';
import {
  grabCountdown,
  localDayStartMs,
  localTaskDay,
  memberLevel,
  nextLocalDayStartMs,
  tasksLeftToday,
  timeZoneToMinutes,
  type GrabCountdown,
  type TaskLevelRule,
} from '@meridian/protocol';
import { goodsOrders, members } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/types.js';
import type { TTaskSettings } from '../../settings/task-settings.js';

/** What of the task rules a member's standing reads. */
type StandingRules = Pick<TTaskSettings, 'levels' | 'grabIntervalSeconds'>;

/** Where a member stands with their tasks at one moment. */
export interface TaskProgress {
  /** Paid goods orders of all time: the level follows them alone. */
  completedTotal: number;
  level: TaskLevelRule;
  nextLevel: TaskLevelRule | null;
  /** The level is one an operator granted, above what the paid orders reach. */
  levelGranted: boolean;
  /** The member's local day (`YYYY-MM-DD`) that today's tasks count against. */
  taskDay: string;
  tasksDoneToday: number;
  tasksLeftToday: number;
  /** Commission of the orders paid since the member's local midnight, as a decimal string. */
  todayCommission: string;
  /** The interval since the last grab; counts to the next local day when no task is left today. */
  countdown: GrabCountdown;
}

/**
 * The member's zone in minutes east of UTC (a zone the app never should have stored reads as UTC),
 * and the level an operator granted them, if any.
 */
async function memberTaskFacts(db: DbOrTx, memberId: number): Promise<{ zone: number; grantedLevel: number | null }> {
  const [member] = await db.select({ timeZone: members.timeZone, grantedLevel: members.grantedLevel }).from(members).where(eq(members.id, memberId));
  return { zone: timeZoneToMinutes(member?.timeZone ?? '') ?? 0, grantedLevel: member?.grantedLevel ?? null };
}

export async function readTaskProgress(db: DbOrTx, memberId: number, rules: StandingRules, nowMs: number): Promise<TaskProgress> {
  const { zone, grantedLevel } = await memberTaskFacts(db, memberId);
  const taskDay = localTaskDay(nowMs, zone);
  const dayStart = new Date(localDayStartMs(taskDay, zone)).toISOString();
  const [counts] = await db
    .select({
      completedTotal: sql<number>`(count(*) filter (where ${goodsOrders.status} = 'paid'))::int`,
      doneToday: sql<number>`(count(*) filter (where ${goodsOrders.taskDay} = ${taskDay} and ${goodsOrders.status} <> 'cancelled'))::int`,
      todayCommission: sql<string>`coalesce(sum(${goodsOrders.commission}) filter (where ${goodsOrders.status} = 'paid' and ${goodsOrders.paidAt} >= ${dayStart}::timestamptz), 0)::text`,
      lastGrabAt: sql<string | null>`(floor(extract(epoch from max(${goodsOrders.grabbedAt})) * 1000))::text`,
    })
    .from(goodsOrders)
    .where(eq(goodsOrders.memberId, memberId));
  const completedTotal = counts?.completedTotal ?? 0;
  const standing = memberLevel(rules.levels, completedTotal, grantedLevel);
  // The setting's schema requires at least one level.
  if (!standing) throw new Error('the task setting has no levels');
  const { level } = standing;
  const tasksDoneToday = counts?.doneToday ?? 0;
  const left = tasksLeftToday(level.tasksPerDay, tasksDoneToday);
  const lastGrabAt = counts?.lastGrabAt ? Number(counts.lastGrabAt) : null;
  const interval = grabCountdown(lastGrabAt, rules.grabIntervalSeconds, nowMs);
  return {
    completedTotal,
    level,
    nextLevel: standing.next,
    levelGranted: standing.granted,
    taskDay,
    tasksDoneToday,
    tasksLeftToday: left,
    todayCommission: counts?.todayCommission ?? '0',
    countdown: left > 0 ? interval : untilTomorrow(nowMs, zone, interval),
  };
}

/** With no task left today, the next grab is at the member's next local midnight (or later). */
function untilTomorrow(nowMs: number, zone: number, interval: GrabCountdown): GrabCountdown {
  const nextGrabAt = Math.max(nextLocalDayStartMs(nowMs, zone), interval.nextGrabAt);
  return { secondsLeft: Math.ceil((nextGrabAt - nowMs) / 1000), nextGrabAt };
}
