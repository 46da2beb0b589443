import { COOL_OFF_PERIOD_MS, LIMIT_LOOSENING_DELAY_MS, isLooserLimit, type CoolOffPeriod } from '@meridian/protocol';

/** A value that takes over from the current one at `at` (epoch ms). */
export interface Pending<T> {
  value: T;
  at: number;
}

/** A setting whose loosening waits: the value in force and, perhaps, the one that waits. */
export interface Setting<T> {
  value: T;
  next: Pending<T> | null;
}

/** The decimal text of a daily limit, or null for none. */
export type LimitAmount = string | null;

export interface Exclusion {
  since: number;
  /** When an asked end comes; null: none asked. */
  endsAt: number | null;
}

/** Everything a member set on their own contracts (member_trading_limits as times in epoch ms). */
export interface TradingLimitsState {
  lossLimit: Setting<LimitAmount>;
  stakeLimit: Setting<LimitAmount>;
  reminderMinutes: Setting<number | null>;
  coolOffUntil: number | null;
  exclusion: Exclusion | null;
}

export const NO_LIMITS: TradingLimitsState = {
  lossLimit: { value: null, next: null },
  stakeLimit: { value: null, next: null },
  reminderMinutes: { value: null, next: null },
  coolOffUntil: null,
  exclusion: null,
};

const isSame = (a: LimitAmount | number, b: LimitAmount | number): boolean => !isLooserLimit(a, b) && !isLooserLimit(b, a);

/** The setting at `now`: a waiting value whose time has come is the value. */
export function settingAt<T extends LimitAmount | number>(setting: Setting<T>, now: number): Setting<T> {
  return setting.next !== null && setting.next.at <= now ? { value: setting.next.value, next: null } : setting;
}

/**
 * The member asks for `requested`. As strict as the value in force or stricter: at once, and a
 * waiting loosening is dropped. Looser: it waits LIMIT_LOOSENING_DELAY_MS from this request; asking
 * again for the value already waiting keeps its time, asking for any other starts the wait again, so
 * no value ever takes over sooner than a full delay after it was asked for.
 */
export function changeSetting<T extends LimitAmount | number>(setting: Setting<T>, requested: T, now: number): Setting<T> {
  const current = settingAt(setting, now);
  if (!isLooserLimit(current.value, requested)) return { value: requested, next: null };
  if (current.next !== null && isSame(current.next.value, requested)) return current;
  return { value: current.value, next: { value: requested, at: now + LIMIT_LOOSENING_DELAY_MS } };
}

/** Until when the member's break lasts, or null when they are not on one. */
export function coolOffUntilAt(state: Pick<TradingLimitsState, 'coolOffUntil'>, now: number): number | null {
  return state.coolOffUntil !== null && state.coolOffUntil > now ? state.coolOffUntil : null;
}

/** A break from now for `period`; a break that already lasts longer keeps its end. */
export function startCoolOff(state: TradingLimitsState, period: CoolOffPeriod, now: number): TradingLimitsState {
  const until = Math.max(now + COOL_OFF_PERIOD_MS[period], coolOffUntilAt(state, now) ?? 0);
  return { ...state, coolOffUntil: until };
}

/** Ending a break early waits the delay: it ends then, or at its own end if that is sooner. */
export function endCoolOff(state: TradingLimitsState, now: number): TradingLimitsState {
  const until = coolOffUntilAt(state, now);
  if (until === null) return state;
  return { ...state, coolOffUntil: Math.min(until, now + LIMIT_LOOSENING_DELAY_MS) };
}

/** The self-exclusion in force at `now`, or null. */
export function exclusionAt(state: Pick<TradingLimitsState, 'exclusion'>, now: number): Exclusion | null {
  const { exclusion } = state;
  return exclusion !== null && (exclusion.endsAt === null || exclusion.endsAt > now) ? exclusion : null;
}

/** Excluded from now, indefinitely; already excluded, an asked end is called off. */
export function excludeSelf(state: TradingLimitsState, now: number): TradingLimitsState {
  const current = exclusionAt(state, now);
  return { ...state, exclusion: { since: current?.since ?? now, endsAt: null } };
}

/** The exclusion ends the delay after it is first asked to; asking again keeps that time. */
export function endExclusion(state: TradingLimitsState, now: number): TradingLimitsState {
  const current = exclusionAt(state, now);
  if (current === null || current.endsAt !== null) return state;
  return { ...state, exclusion: { since: current.since, endsAt: now + LIMIT_LOOSENING_DELAY_MS } };
}
