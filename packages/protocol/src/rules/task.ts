import { Decimal } from 'decimal.js';
import { roundMoney } from './money.js';

/** A member level as the operator sets it (the task setting). */
export interface TaskLevelRule {
  level: number;
  name: string;
  /** Paid goods orders of all time needed to hold the level. */
  completedTasksNeeded: number;
  tasksPerDay: number;
  /** Commission in percent of a goods order's price. */
  commissionPercent: string;
}

const DAY_MS = 86_400_000;

/** Levels from the lowest requirement to the highest, whatever order the operator wrote them in. */
function byRequirement(levels: readonly TaskLevelRule[]): TaskLevelRule[] {
  return [...levels].sort((a, b) => a.completedTasksNeeded - b.completedTasksNeeded || a.level - b.level);
}

/**
 * The member's level: the highest one whose requirement is met by their paid goods orders.
 * Only paid orders count — never deposits. Below every requirement, the lowest level applies.
 */
export function levelForCompleted(levels: readonly TaskLevelRule[], completedTotal: number): TaskLevelRule | null {
  const sorted = byRequirement(levels);
  let reached = sorted[0] ?? null;
  for (const level of sorted) if (level.completedTasksNeeded <= completedTotal) reached = level;
  return reached;
}

/** The first level above the member's present one, or null at the top. */
export function nextLevelAfter(levels: readonly TaskLevelRule[], completedTotal: number): TaskLevelRule | null {
  return byRequirement(levels).find((level) => level.completedTasksNeeded > completedTotal) ?? null;
}

/**
 * The member's level and the next one: the level their paid orders reach, or the level an operator
 * granted (`grantedLevel`, a level's number) when that one stands higher. A granted level only ever
 * raises: one at or below what the member earned, or one the levels no longer have, changes
 * nothing. Null only when there are no levels.
 */
export function memberLevel(
  levels: readonly TaskLevelRule[],
  completedTotal: number,
  grantedLevel: number | null,
): { level: TaskLevelRule; next: TaskLevelRule | null; granted: boolean } | null {
  const earned = levelForCompleted(levels, completedTotal);
  if (earned === null) return null;
  const sorted = byRequirement(levels);
  const granted = grantedLevel === null ? undefined : sorted.find((level) => level.level === grantedLevel);
  if (granted === undefined || sorted.indexOf(granted) <= sorted.indexOf(earned)) {
    return { level: earned, next: nextLevelAfter(levels, completedTotal), granted: false };
  }
  return { level: granted, next: sorted[sorted.indexOf(granted) + 1] ?? null, granted: true };
}

/** The commission of a goods order: price × percent, at the currency's scale. */
export function goodsOrderCommission(price: Decimal.Value, commissionPercent: Decimal.Value, currency: string): Decimal {
  return roundMoney(new Decimal(price).times(commissionPercent).dividedBy(100), currency);
}

/** A referral commission: the base (a goods order's commission) × the upline level's percent. */
export function referralCommissionAmount(baseAmount: Decimal.Value, percent: Decimal.Value, currency: string): Decimal {
  return roundMoney(new Decimal(baseAmount).times(percent).dividedBy(100), currency);
}

export function tasksLeftToday(tasksPerDay: number, tasksDoneToday: number): number {
  return Math.max(0, tasksPerDay - tasksDoneToday);
}

/** The member's local calendar day (`YYYY-MM-DD`) at `nowMs`, for a zone `offsetMinutes` east of UTC. */
export function localTaskDay(nowMs: number, offsetMinutes: number): string {
  return new Date(nowMs + offsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** Epoch ms at which the member's local day `day` begins. */
export function localDayStartMs(day: string, offsetMinutes: number): number {
  return Date.parse(`${day}T00:00:00.000Z`) - offsetMinutes * 60_000;
}

/** Epoch ms at which the member's next local day begins (when today's tasks renew). */
export function nextLocalDayStartMs(nowMs: number, offsetMinutes: number): number {
  return localDayStartMs(localTaskDay(nowMs, offsetMinutes), offsetMinutes) + DAY_MS;
}

export interface GrabCountdown {
  secondsLeft: number;
  nextGrabAt: number;
}

/** How long until the next grab: `intervalSeconds` after the last one, never before now. */
export function grabCountdown(lastGrabAtMs: number | null, intervalSeconds: number, nowMs: number): GrabCountdown {
  if (lastGrabAtMs === null) return { secondsLeft: 0, nextGrabAt: nowMs };
  const nextGrabAt = Math.max(nowMs, lastGrabAtMs + intervalSeconds * 1000);
  return { secondsLeft: Math.ceil((nextGrabAt - nowMs) / 1000), nextGrabAt };
}

/** The goods a member may be assigned: enabled and priced at most their available balance. */
export function affordableGoods<T extends { price: string; enabled: boolean }>(items: readonly T[], available: Decimal.Value): T[] {
  const limit = new Decimal(available);
  return items.filter((item) => item.enabled && new Decimal(item.price).greaterThan(0) && new Decimal(item.price).lessThanOrEqualTo(limit));
}

/**
 * One item, uniformly at random. `randomIndex(n)` returns an integer in [0, n); the server passes
 * a cryptographic one so no one can predict or steer the assignment.
 */
export function pickGoods<T>(items: readonly T[], randomIndex: (n: number) => number): T | null {
  if (items.length === 0) return null;
  return items[randomIndex(items.length)] ?? null;
}
