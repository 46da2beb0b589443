import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import {
  CODE,
  UNFINISHED_RECHARGE_STATUSES,
  ZRechargeMode,
  ZRechargeStatus,
  type TRechargeOrderInfo,
} from '@meridian/protocol';
import { rechargeOrders } from '../../db/schema/index.js';
import type { DbOrTx, Tx } from '../../db/types.js';
import { AppError } from '../../http/app-error.js';
import { formatLedgerAmount } from '../../ledger/format-ledger-amount.js';
import { advisoryLock, type ClaimLock } from '../../money/run-once.js';
import { Decimal } from 'decimal.js';
import { z } from 'zod';

export type RechargeOrderRow = typeof rechargeOrders.$inferSelect;

/**
 * Serialises the order-creating calls of one member (on any process), so that two of them at the
 * same time cannot both find "no unfinished order" and both open one. Held until the transaction ends.
 */
const RECHARGE_LOCK_NAMESPACE = 0x52_43_4f_52; // 'RCOR'

export async function lockMemberRecharges(tx: Tx, memberId: number): Promise<void> {
  await tx.execute(sql`select ${advisoryLock(memberRechargesLock(memberId))}`);
}

/** The lock of lockMemberRecharges, for runOnceAnswering to take with its claim. */
export function memberRechargesLock(memberId: number): ClaimLock {
  return { namespace: RECHARGE_LOCK_NAMESPACE, key: memberId };
}

/** The member's orders waiting for payment or for an operator. */
const unfinishedOf = (memberId: number) => and(eq(rechargeOrders.memberId, memberId), inArray(rechargeOrders.status, [...UNFINISHED_RECHARGE_STATUSES]));

function unfinishedOrderError(orderNo: string): AppError {
  return new AppError(CODE.RECHARGE_UNFINISHED, 'error.rechargeUnfinished', { orderNo }, { orderNo });
}

/** 3008 when the member already has an order waiting for payment or for an operator. */
export async function refuseIfUnfinished(tx: Tx, memberId: number): Promise<void> {
  const [open] = await tx
    .select({ orderNo: rechargeOrders.orderNo })
    .from(rechargeOrders)
    .where(unfinishedOf(memberId))
    .limit(1);
  if (open) throw unfinishedOrderError(open.orderNo);
}

type NewRechargeOrder = typeof rechargeOrders.$inferInsert;

/** The unfinished order found, if any (none: the new order was written). */
const ZOpenOrderRows = z.object({ rows: z.array(z.object({ order_no: z.string() })) });

/**
 * refuseIfUnfinished and the insert of `order` in one round trip: the order is written only if
 * the member has no unfinished one, else 3008 and nothing written. The caller must hold the
 * member's recharge lock from an earlier statement (lockMemberRecharges, or the claim of
 * runOnceAnswering with memberRechargesLock): a statement sees only what was committed when it
 * began, so the lock taken before it is what lets it see every order placed before this one.
 */
export async function placeOrderUnlessUnfinished(tx: Tx, order: NewRechargeOrder): Promise<void> {
  const columns = getTableColumns(rechargeOrders);
  const given = (Object.keys(order) as (keyof NewRechargeOrder)[]).flatMap((key) => {
    const value = order[key];
    return value === undefined ? [] : [{ column: columns[key], value }];
  });
  const names = sql.join(
    given.map(({ column }) => sql.identifier(column.name)),
    sql`, `,
  );
  // Typed: a parameter in a SELECT list would otherwise be text, which a numeric column refuses.
  const values = sql.join(
    given.map(({ column, value }) => sql`${column.mapToDriverValue(value)}::${sql.raw(column.getSQLType())}`),
    sql`, `,
  );
  const result = ZOpenOrderRows.parse(
    await tx.execute(sql`
    with open as (
      select ${rechargeOrders.orderNo} as order_no from ${rechargeOrders}
      where ${unfinishedOf(order.memberId)}
      limit 1
    ), placed as (
      insert into ${rechargeOrders} (${names}) select ${values} where not exists (select 1 from open)
    )
    select order_no from open`),
  );
  const open = result.rows[0];
  if (open) throw unfinishedOrderError(open.order_no);
}

/**
 * The member's own order. Another member's order number answers exactly like one that does not
 * exist, so nobody learns which order numbers are taken.
 */
export async function findOwnOrder(db: DbOrTx, memberId: number, orderNo: string, lock = false): Promise<RechargeOrderRow> {
  const query = db
    .select()
    .from(rechargeOrders)
    .where(and(eq(rechargeOrders.orderNo, orderNo), eq(rechargeOrders.memberId, memberId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError(CODE.NOT_FOUND, 'error.rechargeNotFound');
  return row;
}

/** Any member's order, locked: for the provider's callback and the operator. */
export async function lockOrder(tx: Tx, orderNo: string): Promise<RechargeOrderRow | undefined> {
  const [row] = await tx.select().from(rechargeOrders).where(eq(rechargeOrders.orderNo, orderNo)).for('update');
  return row;
}

function money(value: string | null): string | null {
  return value === null ? null : formatLedgerAmount(new Decimal(value));
}

export function toOrderInfo(row: RechargeOrderRow): TRechargeOrderInfo {
  return {
    orderNo: row.orderNo,
    createdAt: row.createdAt.getTime(),
    mode: ZRechargeMode.parse(row.mode),
    channelCode: row.channelCode,
    status: ZRechargeStatus.parse(row.status),
    amount: formatLedgerAmount(new Decimal(row.amount)),
    currency: row.currency,
    payerName: row.payerName,
    bankType: row.bankName,
    cardNumber: row.cardNumber,
    holder: row.holder,
    network: row.network,
    address: row.address,
    rate: money(row.exchangeRate),
    coinCount: money(row.coinCount),
    txid: row.txid,
    rejectReason: row.rejectReason,
    completedAt: row.completedAt ? row.completedAt.getTime() : null,
  };
}
