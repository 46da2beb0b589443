import { and, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { said } from '../i18n/console/console-translate.js';
import type { PlainOutcome } from './command-types.js';
import { INLINE_VALUES, type ConditionValues } from './prepared-lists.js';

/**
 * A list's dates: from one day to another, both included, as days of UTC (the platform's day:
 * the dashboard's "today" and the members' registration days are UTC days too). Written once for
 * the money lists and the audit log, for their pages and their CSV files alike.
 */
export const DAY_RANGE_FILTER = {
  // Its fields are the contract's DAY_RANGE_FIELDS.
  flags: { from: ['createdFrom', 'text', '<day>'], to: ['createdTo', 'text', '<day>'] },
} as const;

export interface DayRangeFilter {
  createdFrom?: string | undefined;
  createdTo?: string | undefined;
}

const DAY_MS = 86_400_000;
const startOf = (day: string) => new Date(`${day}T00:00:00.000Z`);

/**
 * The condition on a list's time column: from the first day's start to the end of the last. The
 * moments go as ISO text cast in SQL, so the same condition serves a one-off query (a value) and a
 * prepared statement (a placeholder), which drizzle's column mapping would not.
 */
export function createdWithin(column: AnyColumn, filter: DayRangeFilter, values: ConditionValues = INLINE_VALUES): SQL | undefined {
  const { createdFrom, createdTo } = filter;
  const from = createdFrom === undefined ? undefined : startOf(createdFrom).toISOString();
  const before = createdTo === undefined ? undefined : new Date(startOf(createdTo).getTime() + DAY_MS).toISOString();
  return and(
    from === undefined ? undefined : sql`${column} >= ${values.value('createdFrom', from)}::timestamptz`,
    before === undefined ? undefined : sql`${column} < ${values.value('createdBefore', before)}::timestamptz`,
  );
}

/** Whether the filter gives a day at all (a list joins its time column only then). */
export const hasDayRange = (filter: DayRangeFilter) => filter.createdFrom !== undefined || filter.createdTo !== undefined;

/** The refusal of a range that ends before it starts (it would match nothing, silently). */
export function dayRangeRefusal(filter: DayRangeFilter): PlainOutcome | null {
  const { createdFrom, createdTo } = filter;
  if (createdFrom === undefined || createdTo === undefined || createdFrom <= createdTo) return null;
  return { ok: false, ...said('lists.daysBackwards', { from: createdFrom, to: createdTo }) };
}
