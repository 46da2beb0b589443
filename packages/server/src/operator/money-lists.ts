import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { TBillType } from '@meridian/protocol';
import type { DbOrTx } from '../db/types.js';
import { journalEntries, ledgerAccounts, members, postings, rechargeOrders, uploads, withdrawals } from '../db/schema/index.js';
import { ACCOUNT_KIND } from '../ledger/accounts.js';
import { billTypeIs, billTypeSql } from '../modules/bill/bill-types.js';
import { UPLOADS_URL_PREFIX } from '../static/avatars.js';
import { cappedTotal, countLimit, pageOrder, pageWindow, tableTotal, type Page, type PageRequest, pageAndTotal } from './command-paging.js';
import { amountText, iso } from './list-values.js';

/** The money histories of the console: recharges, withdrawals and bills of every member, a page at a time. */

export interface MoneyFilter extends PageRequest {
  status?: string | undefined;
  memberId?: number | undefined;
}

export async function listRecharges(db: DbOrTx, filter: MoneyFilter) {
  const where = and(
    filter.status === undefined ? undefined : eq(rechargeOrders.status, filter.status),
    filter.memberId === undefined ? undefined : eq(rechargeOrders.memberId, filter.memberId),
  );
  const [rows, total] = await pageAndTotal(
    filter,
    db
      .select({ order: rechargeOrders, username: members.username, proofFile: uploads.fileName })
      .from(rechargeOrders)
      .innerJoin(members, eq(members.id, rechargeOrders.memberId))
      .leftJoin(uploads, eq(uploads.id, rechargeOrders.proofUploadId))
      .where(where)
      .orderBy(...pageOrder(filter, rechargeOrders.id, rechargeOrders.id))
      .limit(pageWindow(filter).limit)
      .offset(pageWindow(filter).offset),
    () => tableTotal(db, filter, rechargeOrders, where),
  );
  const items = rows.map(({ order, username, proofFile }) => ({
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
  }));
  return { items, ...total } satisfies Page<unknown>;
}

export async function listWithdrawals(db: DbOrTx, filter: MoneyFilter) {
  const where = and(
    filter.status === undefined ? undefined : eq(withdrawals.status, filter.status),
    filter.memberId === undefined ? undefined : eq(withdrawals.memberId, filter.memberId),
  );
  const [rows, total] = await pageAndTotal(
    filter,
    db
      .select({ order: withdrawals, username: members.username })
      .from(withdrawals)
      .innerJoin(members, eq(members.id, withdrawals.memberId))
      .where(where)
      .orderBy(...pageOrder(filter, withdrawals.id, withdrawals.id))
      .limit(pageWindow(filter).limit)
      .offset(pageWindow(filter).offset),
    () => tableTotal(db, filter, withdrawals, where),
  );
  const items = rows.map(({ order, username }) => ({
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
  }));
  return { items, ...total } satisfies Page<unknown>;
}

/** Bills: postings on members' available accounts (what each member's bill list shows), newest first. */
export async function listBills(db: DbOrTx, filter: MoneyFilter & { type?: TBillType | undefined }) {
  const billType = billTypeSql();
  const conditions: (SQL | undefined)[] = [
    eq(ledgerAccounts.kind, ACCOUNT_KIND.memberAvailable),
    filter.memberId === undefined ? undefined : eq(ledgerAccounts.memberId, filter.memberId),
    filter.type === undefined ? undefined : billTypeIs(filter.type),
  ];
  const where = and(...conditions);
  const from = () =>
    db
      .select({
        id: postings.id,
        memberId: ledgerAccounts.memberId,
        username: members.username,
        type: billType,
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
  const [rows, total] = await pageAndTotal(
    filter,
    from()
      .where(where)
      .orderBy(...pageOrder(filter, postings.id, postings.id))
      .limit(pageWindow(filter).limit)
      .offset(pageWindow(filter).offset),
    () =>
      cappedTotal(
        filter,
        db
          .select({ n: count() })
          .from(
            db
              .select({ one: sql`1` })
              .from(postings)
              .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
              .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
              .where(where)
              .limit(countLimit(filter))
              .as('matching'),
          ),
      ),
  );
  const items = rows.map((row) => ({ ...row, amount: amountText(row.amount), createdAt: row.createdAt.toISOString() }));
  return { items, ...total } satisfies Page<unknown>;
}
