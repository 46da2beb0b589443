import { and, eq, inArray, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { contractOrders, goodsOrders, interestOrders, members, miningOrders } from '../db/schema/index.js';
import type { DbOrTx } from '../db/types.js';
import type { LocalizedText } from '../i18n/localized-text.js';
import { pageAndTotal, pageOrder, pageWindow, tableTotal, type Page, type PageRequest } from './command-paging.js';
import { amountOrNull, amountText, iso, percentText, priceText } from './list-values.js';
import { memberIs, type MemberFilter } from './member-ref.js';

/**
 * The members' orders of the console: contracts, mining machines, interest deposits and
 * goods-order tasks, a page at a time, newest first. Only reads: nothing here can change an order.
 *
 * Each filter is one an index answers (the member's orders by `*_member_idx`, a state by a status
 * index) or one most rows match, so neither the page nor its capped count reads the whole table.
 * Lists sort by id only: ids follow the order of creation, and no index orders all of a table's
 * orders by their creation time.
 */

export interface OrderFilter extends PageRequest, MemberFilter {}

const epochIso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** A table of orders: each row belongs to a member, has an order number and is paged by its id. */
type OrderTable = PgTable & { id: AnyColumn; memberId: AnyColumn };

/** What every order of the lists has: `SELECT * FROM` its table, narrowed, ordered and windowed. */
interface OrderRow {
  id: number;
  orderNo: string;
  memberId: number;
}
interface OrderSelect<Row> {
  where(where: SQL | undefined): { orderBy(...order: SQL[]): { limit(limit: number): { offset(offset: number): PromiseLike<Row[]> } } };
}

/**
 * One page of a table's orders that `conditions` (and the filter's member) match, each made into
 * an item: its id, number and member (with their username), then what `details` adds. The
 * usernames are read for the page's members only, after the OFFSET, so a deep page does not join
 * every order skipped on the way.
 */
async function orderPage<Row extends OrderRow, Details>(
  db: DbOrTx,
  filter: OrderFilter,
  table: OrderTable,
  select: OrderSelect<Row>,
  conditions: (SQL | undefined)[],
  details: (row: Row) => Details,
) {
  const where = and(memberIs(table.memberId, filter), ...conditions);
  const { limit, offset } = pageWindow(filter);
  const [rows, total] = await pageAndTotal(
    filter,
    select.where(where).orderBy(...pageOrder(filter, table.id, table.id)).limit(limit).offset(offset),
    () => tableTotal(db, filter, table, where),
  );
  const memberIds = [...new Set(rows.map((row) => row.memberId))];
  const names = memberIds.length === 0 ? [] : await db.select({ id: members.id, username: members.username }).from(members).where(inArray(members.id, memberIds));
  const usernameOf = new Map(names.map((name) => [name.id, name.username]));
  const items = rows.map((row) => ({ id: row.id, orderNo: row.orderNo, memberId: row.memberId, username: usernameOf.get(row.memberId) ?? '', ...details(row) }));
  return { items, ...total } satisfies Page<unknown>;
}

/** `status = …` when the filter names one. */
const statusIs = (column: AnyColumn, status: string | undefined) => (status === undefined ? undefined : eq(column, status));

/** Settled: won, lost or draw. Named one by one so the status index answers it, as it answers `running`. */
const SETTLED_STATUSES = ['won', 'lost', 'draw'];

export interface ContractFilter extends OrderFilter {
  status?: 'open' | 'settled' | undefined;
  /** Half of all contracts go each way: no index needed, the page and the count stop early. */
  direction?: 'up' | 'down' | undefined;
}

/** Contracts with both recorded ticks they were priced on: the purchase tick and the settlement tick. */
export function listContracts(db: DbOrTx, filter: ContractFilter) {
  const t = contractOrders;
  const byStatus = filter.status === undefined ? undefined : filter.status === 'open' ? eq(t.status, 'running') : inArray(t.status, SETTLED_STATUSES);
  return orderPage(db, filter, t, db.select().from(t), [byStatus, statusIs(t.direction, filter.direction)], (row) => ({
    allname: row.allname,
    direction: row.direction,
    seconds: row.seconds,
    yieldPercent: percentText(row.yieldPercent),
    amount: amountText(row.amount),
    currency: row.currency,
    purchasePrice: priceText(row.purchasePrice),
    purchaseTickAt: new Date(row.purchaseTickAt).toISOString(),
    expiresAt: new Date(row.expiresAt).toISOString(),
    settlePrice: row.settlePrice === null ? null : priceText(row.settlePrice),
    settleTickAt: epochIso(row.settleTickAt),
    status: row.status,
    profit: amountOrNull(row.profit),
    createdAt: row.createdAt.toISOString(),
    settledAt: iso(row.settledAt),
  }));
}

export interface StatusFilter<Status extends string> extends OrderFilter {
  status?: Status | undefined;
}

/** Mining machines members bought, with the terms they bought them on and how far payouts have gone. */
export function listMiningOrders(db: DbOrTx, filter: StatusFilter<'running' | 'finished'>) {
  const t = miningOrders;
  return orderPage(db, filter, t, db.select().from(t), [statusIs(t.status, filter.status)], (row) => ({
    productId: row.productId,
    productName: row.productName satisfies LocalizedText,
    price: amountText(row.price),
    currency: row.currency,
    dailyRate: percentText(row.dailyRate),
    dailyIncome: amountText(row.dailyIncome),
    lockDays: row.lockDays,
    daysPaid: row.daysPaid,
    status: row.status,
    startedAt: row.startedAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    finishedAt: iso(row.finishedAt),
  }));
}

/** Interest deposits, with the interest the accrual job has recorded and what extraction paid. */
export function listInterestOrders(db: DbOrTx, filter: StatusFilter<'holding' | 'extracted'>) {
  const t = interestOrders;
  return orderPage(db, filter, t, db.select().from(t), [statusIs(t.status, filter.status)], (row) => ({
    amount: amountText(row.amount),
    currency: row.currency,
    dailyRate: percentText(row.dailyRate),
    holdDays: row.holdDays,
    handlingPercent: percentText(row.handlingPercent),
    depositedAt: row.depositedAt.toISOString(),
    daysAccrued: row.daysAccrued,
    interestAccrued: amountText(row.interestAccrued),
    status: row.status,
    extractedAt: iso(row.extractedAt),
    paidOut: amountOrNull(row.paidOut),
    handlingCharge: amountOrNull(row.handlingCharge),
    interestPaid: amountOrNull(row.interestPaid),
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * Goods-order tasks. `waiting` has its own (partial) index and `paid` is nearly every order;
 * `cancelled` is not offered: no index finds it and nothing cancels an order today.
 */
export function listTaskOrders(db: DbOrTx, filter: StatusFilter<'waiting' | 'paid'>) {
  const t = goodsOrders;
  return orderPage(db, filter, t, db.select().from(t), [statusIs(t.status, filter.status)], (row) => ({
    goodsId: row.goodsId,
    goodsName: row.goodsName satisfies LocalizedText,
    goodsImage: row.goodsImage,
    price: amountText(row.price),
    currency: row.currency,
    commissionPercent: percentText(row.commissionPercent),
    commission: amountText(row.commission),
    level: row.level,
    taskDay: row.taskDay,
    status: row.status,
    grabbedAt: row.grabbedAt.toISOString(),
    paidAt: iso(row.paidAt),
    createdAt: row.createdAt.toISOString(),
  }));
}
