import { count, desc, eq } from 'drizzle-orm';
import { API, ZBillRecordRequest, ZBillRecordResponse, type TBill, type TBillType } from '@meridian/protocol';
import type { DbOrTx } from '../../db/types.js';
import { defineCall, requireSession } from '../../http/define-call.js';
import { memberBillHistory, toBill } from './bill-history.js';

export interface BillPage {
  list: TBill[];
  total: number;
}

/** A member's bills (bill-history.ts), optionally of one type, newest first, a page at a time. */
export async function readBills(db: DbOrTx, memberId: number, type: TBillType | undefined, page: number, pageSize: number): Promise<BillPage> {
  const history = memberBillHistory(db, memberId);
  const filter = type === undefined ? undefined : eq(history.billType, type);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(history)
      .where(filter)
      .orderBy(desc(history.postingId))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(history).where(filter),
  ]);
  return { list: rows.map(toBill), total: total?.value ?? 0 };
}

/** `/api/balanceBill/record`: the caller's own bills, optionally of one type, a page at a time. */
export const billRecordCall = defineCall({
  path: API.balanceBill.record,
  request: ZBillRecordRequest,
  response: ZBillRecordResponse,
  async handler(context) {
    const { input, deps } = context;
    const { list, total } = await readBills(deps.db, requireSession(context).memberId, input.type, input.page, input.pageSize);
    return { list, total, page: input.page, pageSize: input.pageSize };
  },
});
