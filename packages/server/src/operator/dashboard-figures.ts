import { Decimal } from 'decimal.js';
import { and, asc, count, eq, gte, min, sql, sum } from 'drizzle-orm';
import type { DbOrTx } from '../db/types.js';
import { formatLedgerAmount } from '../ledger/format-ledger-amount.js';
import { readLastLedgerCheck } from '../ledger/last-ledger-check.js';
import { approvalRequests, contractOrders, members, rechargeOrders, withdrawals } from '../db/schema/index.js';
import { DEFAULT_SETTINGS } from '../settings/default-settings.js';
import { readSetting } from '../settings/settings-store.js';

/** The console's first page: today's money, the queue, members, 30 days of contracts and the last ledger check. */

const DAY_MS = 86_400_000;
export const DASHBOARD_DAYS = 30;

const startOfUtcDay = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS;

export async function pendingQueue(db: DbOrTx) {
  const [recharges, withdrawn] = await Promise.all([
    db.select({ count: count(), oldest: min(rechargeOrders.createdAt) }).from(rechargeOrders).where(eq(rechargeOrders.status, 'pending_review')),
    db.select({ count: count(), oldest: min(withdrawals.createdAt) }).from(withdrawals).where(eq(withdrawals.status, 'pending')),
  ]);
  const oldest = [recharges[0]?.oldest, withdrawn[0]?.oldest].flatMap((moment) => (moment ? [moment.getTime()] : []));
  return {
    count: (recharges[0]?.count ?? 0) + (withdrawn[0]?.count ?? 0),
    oldestAt: oldest.length === 0 ? null : new Date(Math.min(...oldest)).toISOString(),
  };
}

/** How many approvals wait for a second operator (the console's menu counts them). */
export async function waitingApprovals(db: DbOrTx): Promise<{ count: number }> {
  const [row] = await db.select({ count: count() }).from(approvalRequests).where(eq(approvalRequests.status, 'pending'));
  return { count: row?.count ?? 0 };
}

/**
 * Each of the last 30 UTC days (oldest first): the stakes of contracts placed that day and the
 * platform's result on the contracts settled that day (what members lost minus what they won).
 */
async function contractDays(db: DbOrTx, nowMs: number) {
  const from = new Date(startOfUtcDay(nowMs) - (DASHBOARD_DAYS - 1) * DAY_MS);
  const placedDay = sql<string>`to_char(${contractOrders.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const settledDay = sql<string>`to_char(${contractOrders.settledAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const [placed, settled] = await Promise.all([
    db.select({ day: placedDay, volume: sum(contractOrders.amount) }).from(contractOrders).where(gte(contractOrders.createdAt, from)).groupBy(placedDay).orderBy(asc(placedDay)),
    db
      .select({ day: settledDay, result: sql<string>`-sum(${contractOrders.profit})` })
      .from(contractOrders)
      .where(gte(contractOrders.settledAt, from))
      .groupBy(settledDay),
  ]);
  return Array.from({ length: DASHBOARD_DAYS }, (_, index) => {
    const day = new Date(from.getTime() + index * DAY_MS).toISOString().slice(0, 10);
    return {
      day,
      contractVolume: formatLedgerAmount(new Decimal(placed.find((row) => row.day === day)?.volume ?? 0)),
      platformResult: formatLedgerAmount(new Decimal(settled.find((row) => row.day === day)?.result ?? 0)),
    };
  });
}

/** How many orders and their sum, as the dashboard shows them. */
const figure = (row: { count: number; sum: string | null } | undefined) => ({ count: row?.count ?? 0, sum: formatLedgerAmount(new Decimal(row?.sum ?? 0)) });

export async function readDashboard(db: DbOrTx, nowMs: number, onlineMembers: () => Promise<number>) {
  const today = new Date(startOfUtcDay(nowMs));
  // Both figures of a kind mean the same for recharges and withdrawals: done today (credited,
  // paid out: money that moved) and requested today (every order members placed, whatever became of it).
  const [[recharged], [rechargesAsked], [withdrawn], [withdrawalsAsked], [joined], pending, days, maintenance, online, ledgerCheck] = await Promise.all([
    db
      .select({ count: count(), sum: sum(rechargeOrders.amount) })
      .from(rechargeOrders)
      .where(and(eq(rechargeOrders.status, 'completed'), gte(rechargeOrders.completedAt, today))),
    db.select({ count: count(), sum: sum(rechargeOrders.amount) }).from(rechargeOrders).where(gte(rechargeOrders.createdAt, today)),
    db
      .select({ count: count(), sum: sum(withdrawals.amount) })
      .from(withdrawals)
      .where(and(eq(withdrawals.status, 'paid'), gte(withdrawals.reviewedAt, today))),
    db.select({ count: count(), sum: sum(withdrawals.amount) }).from(withdrawals).where(gte(withdrawals.createdAt, today)),
    db.select({ count: count() }).from(members).where(gte(members.createdAt, today)),
    pendingQueue(db),
    contractDays(db, nowMs),
    readSetting(db, 'maintenance'),
    onlineMembers(),
    readLastLedgerCheck(db),
  ]);
  const maintain = typeof maintenance === 'object' ? maintenance.value : DEFAULT_SETTINGS.maintenance;
  return {
    today: {
      recharges: { ...figure(recharged), requested: figure(rechargesAsked) },
      withdrawals: { ...figure(withdrawn), requested: figure(withdrawalsAsked) },
      newMembers: joined?.count ?? 0,
    },
    pending,
    online,
    days,
    maintenance: { on: maintain.maintainStatus, message: maintain.message },
    ledgerCheck,
  };
}
