import { and, count, desc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TBillType } from '@meridian/protocol';
import type { DbOrTx } from '../db/types.js';
import { journalEntries, ledgerAccounts, members, postings, rechargeOrders, uploads, withdrawals } from '../db/schema/index.js';
import { ACCOUNT_KIND } from '../ledger/accounts.js';
import { billTypeIs, billTypeSql } from '../modules/bill/bill-types.js';
import { UPLOADS_URL_PREFIX } from '../static/avatars.js';
import { cappedTotal, countLimit, countOf, pageOrder, pageWindow, tableCount, tableTotal, type PageRequest, pageAndTotal } from './command-paging.js';
import { belowId, cellsOf, type CsvExport } from './csv-export.js';
import { createdWithin, hasDayRange, type DayRangeFilter } from './day-range.js';
import { amountTotals, totalColumns, type TotalledPage } from './list-totals.js';
import { memberIs, type MemberFilter } from './member-ref.js';
import { amountText, iso } from './list-values.js';
import { INLINE_VALUES, StatementValues, statementCache, type ConditionValues } from './prepared-lists.js';

/**
 * The money histories of the console: recharges, withdrawals and bills of every member, a page at
 * a time, or (an export) every match a batch at a time by id. A list and its export share their
 * filter, query and row, so a file holds exactly what the pages show.
 */

export interface MoneyFilter extends MemberFilter, DayRangeFilter {
  status?: string | undefined;
}


/** An order table as its list counts and adds up its matches. */
interface OrderTotalling {
  table: PgTable;
  currency: PgColumn;
  amount: PgColumn;
}

/**
 * An order list's page with how many rows its filter matches (as far as the pager looks) and what
 * every match adds up to per currency, asked at once: the page, its count and its totals.
 */
async function withCountAndTotals<Row>(db: DbOrTx, filter: PageRequest, order: OrderTotalling, where: SQL | undefined, page: PromiseLike<Row[]>) {
  const [[rows, total], totals] = await Promise.all([
    pageAndTotal(filter, page, () => tableTotal(db, filter, order.table, where)),
    amountTotals(db.select(totalColumns(order.currency, order.amount)).from(order.table).where(where).groupBy(order.currency).orderBy(order.currency)),
  ]);
  return { rows, total, totals };
}

// Recharges.

const rechargeWhere = (filter: MoneyFilter) =>
  and(
    filter.status === undefined ? undefined : eq(rechargeOrders.status, filter.status),
    memberIs(rechargeOrders.memberId, filter),
    createdWithin(rechargeOrders.createdAt, filter),
  );

const rechargeRows = (db: DbOrTx) =>
  db
    .select({ order: rechargeOrders, username: members.username, proofFile: uploads.fileName })
    .from(rechargeOrders)
    .innerJoin(members, eq(members.id, rechargeOrders.memberId))
    .leftJoin(uploads, eq(uploads.id, rechargeOrders.proofUploadId));

type RechargeRow = Awaited<ReturnType<typeof rechargeRows>>[number];

const rechargeItem = ({ order, username, proofFile }: RechargeRow) => ({
  orderNo: order.orderNo,
  memberId: order.memberId,
  username,
  mode: order.mode,
  channel: order.channelCode,
  amount: amountText(order.amount),
  currency: order.currency,
  status: order.status,
  payerName: order.payerName,
  txid: order.txid,
  proofUrl: proofFile ? `${UPLOADS_URL_PREFIX}${proofFile}` : null,
  reason: order.rejectReason,
  createdAt: order.createdAt.toISOString(),
  completedAt: iso(order.completedAt),
});

export async function listRecharges(db: DbOrTx, filter: MoneyFilter & PageRequest) {
  const where = rechargeWhere(filter);
  const page = rechargeRows(db)
    .where(where)
    .orderBy(...pageOrder(filter, rechargeOrders.id, rechargeOrders.id))
    .limit(pageWindow(filter).limit)
    .offset(pageWindow(filter).offset);
  const { rows, total, totals } = await withCountAndTotals(db, filter, { table: rechargeOrders, currency: rechargeOrders.currency, amount: rechargeOrders.amount }, where, page);
  return { items: rows.map(rechargeItem), ...total, totals } satisfies TotalledPage<unknown>;
}

const RECHARGE_COLUMNS = ['orderNo', 'memberId', 'username', 'mode', 'channel', 'amount', 'currency', 'status', 'payerName', 'txid', 'proofUrl', 'reason', 'createdAt', 'completedAt'] as const;

export const RECHARGES_CSV: CsvExport<MoneyFilter> = {
  list: 'recharges',
  columns: RECHARGE_COLUMNS,
  rows: async (db, filter, before, limit) => {
    const rows = await rechargeRows(db)
      .where(and(rechargeWhere(filter), belowId(rechargeOrders.id, before)))
      .orderBy(desc(rechargeOrders.id))
      .limit(limit);
    return rows.map((row) => ({ id: row.order.id, cells: cellsOf(rechargeItem(row), RECHARGE_COLUMNS) }));
  },
  count: (db, filter, limit) => countOf(tableCount(db, rechargeOrders, rechargeWhere(filter), limit)),
};

// Withdrawals.

const withdrawalWhere = (filter: MoneyFilter) =>
  and(
    filter.status === undefined ? undefined : eq(withdrawals.status, filter.status),
    memberIs(withdrawals.memberId, filter),
    createdWithin(withdrawals.createdAt, filter),
  );

const withdrawalRows = (db: DbOrTx) =>
  db.select({ order: withdrawals, username: members.username }).from(withdrawals).innerJoin(members, eq(members.id, withdrawals.memberId));

type WithdrawalRow = Awaited<ReturnType<typeof withdrawalRows>>[number];

/** A withdrawal as the console's lists show it (also in an approval's context: approval-context.ts). */
export const withdrawalItem = ({ order, username }: WithdrawalRow) => ({
  orderNo: order.orderNo,
  memberId: order.memberId,
  username,
  method: order.method,
  destination: order.destination,
  amount: amountText(order.amount),
  fee: amountText(order.fee),
  actualAmount: amountText(order.actualAmount),
  currency: order.currency,
  status: order.status,
  reason: order.rejectReason,
  createdAt: order.createdAt.toISOString(),
  reviewedAt: iso(order.reviewedAt),
});

/** Withdrawals, newest first; their totals are what members asked for, fees included. */
export async function listWithdrawals(db: DbOrTx, filter: MoneyFilter & PageRequest) {
  const where = withdrawalWhere(filter);
  const page = withdrawalRows(db)
    .where(where)
    .orderBy(...pageOrder(filter, withdrawals.id, withdrawals.id))
    .limit(pageWindow(filter).limit)
    .offset(pageWindow(filter).offset);
  const { rows, total, totals } = await withCountAndTotals(db, filter, { table: withdrawals, currency: withdrawals.currency, amount: withdrawals.amount }, where, page);
  return { items: rows.map(withdrawalItem), ...total, totals } satisfies TotalledPage<unknown>;
}

const WITHDRAWAL_COLUMNS = ['orderNo', 'memberId', 'username', 'method', 'destination', 'amount', 'fee', 'actualAmount', 'currency', 'status', 'reason', 'createdAt', 'reviewedAt'] as const;

export const WITHDRAWALS_CSV: CsvExport<MoneyFilter> = {
  list: 'withdrawals',
  columns: WITHDRAWAL_COLUMNS,
  rows: async (db, filter, before, limit) => {
    const rows = await withdrawalRows(db)
      .where(and(withdrawalWhere(filter), belowId(withdrawals.id, before)))
      .orderBy(desc(withdrawals.id))
      .limit(limit);
    return rows.map((row) => ({ id: row.order.id, cells: cellsOf(withdrawalItem(row), WITHDRAWAL_COLUMNS) }));
  },
  count: (db, filter, limit) => countOf(tableCount(db, withdrawals, withdrawalWhere(filter), limit)),
};

// Bills: postings on members' available accounts (what each member's bill list shows).

export interface BillFilter extends MemberFilter, DayRangeFilter {
  type?: TBillType | undefined;
}

const billWhere = (filter: BillFilter, values: ConditionValues = INLINE_VALUES) => {
  const conditions: (SQL | undefined)[] = [
    eq(ledgerAccounts.kind, ACCOUNT_KIND.memberAvailable),
    memberIs(ledgerAccounts.memberId, filter, values),
    filter.type === undefined ? undefined : billTypeIs(filter.type),
    createdWithin(journalEntries.createdAt, filter, values),
  ];
  return and(...conditions);
};

const billRows = (db: DbOrTx) =>
  db
    .select({
      id: postings.id,
      // The member's own id (the join makes it the account's), which is never null as an account's may be.
      memberId: members.id,
      username: members.username,
      type: billTypeSql(),
      kind: journalEntries.kind,
      amount: postings.amount,
      currency: ledgerAccounts.currency,
      memo: journalEntries.memo,
      createdAt: journalEntries.createdAt,
    })
    .from(postings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
    .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
    .innerJoin(members, eq(members.id, ledgerAccounts.memberId));

type BillRow = Awaited<ReturnType<typeof billRows>>[number];

const billItem = (row: BillRow) => ({ ...row, amount: amountText(row.amount), createdAt: row.createdAt.toISOString() });

/**
 * The postings a bill filter matches, joined only to what the filter reads: the members' available
 * accounts always, the journal entries only for a type. A count, and a deep page's OFFSET, step over
 * thousands of these rows; the rest of a bill (its member's name, its type, its memo) is joined for
 * the page's own rows only.
 */
const matchingPostings = (db: DbOrTx, filter: BillFilter, values: ConditionValues = INLINE_VALUES) => {
  const accounts = db.select({ id: postings.id }).from(postings).innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId));
  const joined = filter.type === undefined && !hasDayRange(filter) ? accounts : accounts.innerJoin(journalEntries, eq(journalEntries.id, postings.entryId));
  return joined.where(billWhere(filter, values));
};

/** How many bills the filter matches, counting no further than `limit`. */
const billCount = (db: DbOrTx, filter: BillFilter, limit: number | Placeholder, values: ConditionValues = INLINE_VALUES) =>
  db.select({ n: count() }).from(matchingPostings(db, filter, values).limit(limit).as('matching'));

/**
 * The bills list's two statements for one shape of filter (which filters, the type, the order):
 * the page and its count, with the member, LIMIT, OFFSET and the count's cap as values.
 */
function prepareBillList(db: DbOrTx, filter: BillFilter & PageRequest, values: StatementValues, name: string) {
  const order = pageOrder(filter, postings.id, postings.id);
  const pageIds = matchingPostings(db, filter, values).orderBy(...order).limit(sql.placeholder('limit')).offset(sql.placeholder('offset')).as('page_ids');
  return {
    page: billRows(db).innerJoin(pageIds, eq(pageIds.id, postings.id)).orderBy(...order).prepare(`${name}_page`),
    count: billCount(db, filter, sql.placeholder('countLimit'), values).prepare(`${name}_count`),
  };
}

const billLists = statementCache<ReturnType<typeof prepareBillList>>('bills');

/** Every bill the filter matches, added up per currency: what moved in and out of members' balances, net. */
const billTotals = (db: DbOrTx, filter: BillFilter) =>
  amountTotals(
    db
      .select(totalColumns(ledgerAccounts.currency, postings.amount))
      .from(postings)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
      .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
      .where(billWhere(filter))
      .groupBy(ledgerAccounts.currency)
      .orderBy(ledgerAccounts.currency),
  );

/** Bills, newest first. */
export async function listBills(db: DbOrTx, filter: BillFilter & PageRequest) {
  const values = new StatementValues();
  // The conditions are made for their values; the statement itself only when the shape is new.
  billWhere(filter, values);
  const statements = billLists(db, [values.names, filter.type ?? '', filter.order], (name) => prepareBillList(db, filter, values, name));
  const { limit, offset } = pageWindow(filter);
  const [[rows, total], totals] = await Promise.all([
    pageAndTotal(filter, statements.page.execute({ ...values.values, limit, offset }), () =>
      cappedTotal(filter, statements.count.execute({ ...values.values, countLimit: countLimit(filter) })),
    ),
    billTotals(db, filter),
  ]);
  return { items: rows.map(billItem), ...total, totals } satisfies TotalledPage<unknown>;
}

const BILL_COLUMNS = ['id', 'memberId', 'username', 'type', 'kind', 'amount', 'currency', 'memo', 'createdAt'] as const;

export const BILLS_CSV: CsvExport<BillFilter> = {
  list: 'bills',
  columns: BILL_COLUMNS,
  rows: async (db, filter, before, limit) => {
    const rows = await billRows(db)
      .where(and(billWhere(filter), belowId(postings.id, before)))
      .orderBy(desc(postings.id))
      .limit(limit);
    return rows.map((row) => ({ id: row.id, cells: cellsOf(billItem(row), BILL_COLUMNS) }));
  },
  count: (db, filter, limit) => countOf(billCount(db, filter, limit)),
};
