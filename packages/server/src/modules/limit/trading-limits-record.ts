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

function rowOfState(state: TradingLimitsState) {
  const { lossLimit, stakeLimit, reminderMinutes, exclusion } = state;
  return {
    lossLimit: lossLimit.value,
    lossLimitNext: lossLimit.next?.value ?? null,
    lossLimitNextAt: date(lossLimit.next?.at ?? null),
    stakeLimit: stakeLimit.value,
    stakeLimitNext: stakeLimit.next?.value ?? null,
    stakeLimitNextAt: date(stakeLimit.next?.at ?? null),
    reminderMinutes: reminderMinutes.value,
    reminderMinutesNext: reminderMinutes.next?.value ?? null,
    reminderMinutesNextAt: date(reminderMinutes.next?.at ?? null),
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
