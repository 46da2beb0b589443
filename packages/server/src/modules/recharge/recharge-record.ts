import { Decimal } from 'decimal.js';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { API, ZRechargeMode, ZRechargeRecordRequest, ZRechargeRecordResponse, ZRechargeStatus } from '@meridian/protocol';
import { rechargeOrders } from '../../db/schema/index.js';
import { defineCall, requireSession } from '../../http/define-call.js';
import { formatLedgerAmount } from '../../ledger/format-ledger-amount.js';

/** The member's own recharge orders, newest first. */
export const rechargeRecordCall = defineCall({
  path: API.recharge.record,
  request: ZRechargeRecordRequest,
  response: ZRechargeRecordResponse,
  async handler(context) {
    const { deps, input } = context;
    const { memberId } = requireSession(context);
    const conditions: SQL[] = [eq(rechargeOrders.memberId, memberId)];
    if (input.status) conditions.push(eq(rechargeOrders.status, input.status));
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      deps.db
        .select()
        .from(rechargeOrders)
        .where(where)
        .orderBy(desc(rechargeOrders.createdAt), desc(rechargeOrders.id))
        .limit(input.pageSize)
        .offset((input.page - 1) * input.pageSize),
      deps.db.select({ value: count() }).from(rechargeOrders).where(where),
    ]);
    return {
      list: rows.map((row) => ({
        orderNo: row.orderNo,
        mode: ZRechargeMode.parse(row.mode),
        channelCode: row.channelCode,
        amount: formatLedgerAmount(new Decimal(row.amount)),
        currency: row.currency,
        status: ZRechargeStatus.parse(row.status),
        rejectReason: row.rejectReason,
        createdAt: row.createdAt.getTime(),
      })),
      total: total?.value ?? 0,
      page: input.page,
      pageSize: input.pageSize,
    };
  },
});
