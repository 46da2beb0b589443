import { eq, sql } from 'drizzle-orm';
import { memberTradingLimits, type TradingLimitsRow } from '../../db/schema/index.js';
import type { DbOrTx, Tx } from '../../db/types.js';
import { NO_LIMITS, type Setting, type TradingLimitsState } from './limit-change.js';

const ms = (date: Date | null): number | null => date?.getTime() ?? null;
const date = (epochMs: number | null): Date | null => (epochMs === null ? null : new Date(epochMs));

function setting<T>(value: T, next: T, nextAt: Date | null): Setting<T> {
  return { value, next: nextAt === null ? null : { value: next, at: nextAt.getTime() } };
}

/** The row as the rules read it. */
export function stateOfRow(row: TradingLimitsRow): TradingLimitsState {
  return {
    lossLimit: setting(row.lossLimit, row.lossLimitNext, row.lossLimitNextAt),
    stakeLimit: setting(row.stakeLimit, row.stakeLimitNext, row.stakeLimitNextAt),
    reminderMinutes: setting(row.reminderMinutes, row.reminderMinutesNext, row.reminderMinutesNextAt),
    coolOffUntil: ms(row.coolOffUntil),
    exclusion: row.excludedSince === null ? null : { since: row.excludedSince.getTime(), endsAt: ms(row.exclusionEndsAt) },
  };
}

/** A setting's three columns: its value, the value it changes to, and when. */
function columnsOf<T>(setting: Setting<T>): { value: T; next: T | null; nextAt: Date | null } {
  return { value: setting.value, next: setting.next?.value ?? null, nextAt: date(setting.next?.at ?? null) };
}

function rowOfState(state: TradingLimitsState) {
  const loss = columnsOf(state.lossLimit);
  const stake = columnsOf(state.stakeLimit);
  const reminder = columnsOf(state.reminderMinutes);
  const { exclusion } = state;
  return {
    lossLimit: loss.value,
    lossLimitNext: loss.next,
    lossLimitNextAt: loss.nextAt,
    stakeLimit: stake.value,
    stakeLimitNext: stake.next,
    stakeLimitNextAt: stake.nextAt,
    reminderMinutes: reminder.value,
    reminderMinutesNext: reminder.next,
    reminderMinutesNextAt: reminder.nextAt,
    coolOffUntil: date(state.coolOffUntil),
    excludedSince: date(exclusion?.since ?? null),
    exclusionEndsAt: date(exclusion?.endsAt ?? null),
  };
}

/** The member's settings; a member who never set any has no row, which means none. */
export async function readTradingLimits(db: DbOrTx, memberId: number): Promise<TradingLimitsState> {
  const [row] = await db.select().from(memberTradingLimits).where(eq(memberTradingLimits.memberId, memberId));
  return row ? stateOfRow(row) : NO_LIMITS;
}

/**
 * Changes the member's settings inside `tx`: the row is made on first use and locked, so a change
 * and a contract being placed, or two changes, never act on each other's stale reading.
 */
export async function changeTradingLimits(tx: Tx, memberId: number, change: (state: TradingLimitsState) => TradingLimitsState): Promise<void> {
  await tx.insert(memberTradingLimits).values({ memberId }).onConflictDoNothing({ target: memberTradingLimits.memberId });
  const [row] = await tx.select().from(memberTradingLimits).where(eq(memberTradingLimits.memberId, memberId)).for('update');
  if (!row) throw new Error(`member ${memberId} has no trading limits row`);
  await tx
    .update(memberTradingLimits)
    .set({ ...rowOfState(change(stateOfRow(row))), updatedAt: sql`now()` })
    .where(eq(memberTradingLimits.memberId, memberId));
}
