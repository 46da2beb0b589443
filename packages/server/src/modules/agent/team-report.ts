import { and, count, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { formatAmount, type TAgentReportLevel, type TTeamLevel } from '@meridian/protocol';
import type { DbOrTx } from '../../db/types.js';
import { members, rechargeOrders, referralCommissions, withdrawals } from '../../db/schema/index.js';
import { isAtLevel, teamIdsAt } from './team-levels.js';

const sumOf = (column: AnyPgColumn) => sql<string>`coalesce(sum(${column}), 0)::text`;

/** `column >= from`, or nothing for all time. */
function since(column: AnyPgColumn, from: Date | null): SQL | undefined {
  return from ? gte(column, from) : undefined;
}

/**
 * One level of the member's team in a period: its size now, who joined, their credited recharges
 * and paid withdrawals (counted when credited and paid), and the commission earned on that level.
 */
export async function reportLevel(
  db: DbOrTx,
  memberId: number,
  level: TTeamLevel,
  from: Date | null,
  currency: string,
): Promise<TAgentReportLevel> {
  const team = teamIdsAt(db, memberId, level);
  const [[size], [joined], [recharged], [withdrawn], [earned]] = await Promise.all([
    db.select({ total: count() }).from(members).where(isAtLevel(db, memberId, level)),
    db
      .select({ total: count() })
      .from(members)
      .where(and(isAtLevel(db, memberId, level), since(members.createdAt, from))),
    db
      .select({ sum: sumOf(rechargeOrders.amount) })
      .from(rechargeOrders)
      .where(and(inArray(rechargeOrders.memberId, team), eq(rechargeOrders.status, 'completed'), since(rechargeOrders.completedAt, from))),
    db
      .select({ sum: sumOf(withdrawals.amount) })
      .from(withdrawals)
      .where(and(inArray(withdrawals.memberId, team), eq(withdrawals.status, 'paid'), since(withdrawals.reviewedAt, from))),
    db
      .select({ sum: sumOf(referralCommissions.amount) })
      .from(referralCommissions)
      .where(
        and(
          eq(referralCommissions.beneficiaryId, memberId),
          eq(referralCommissions.level, level),
          since(referralCommissions.createdAt, from),
        ),
      ),
  ]);
  return {
    level,
    members: size?.total ?? 0,
    newMembers: joined?.total ?? 0,
    recharge: formatAmount(recharged?.sum ?? '0', currency),
    withdrawal: formatAmount(withdrawn?.sum ?? '0', currency),
    commission: formatAmount(earned?.sum ?? '0', currency),
  };
}
