import { z } from 'zod/mini';
import { ZMoney, ZPageRequest, zPage } from '../shared.js';

/**
 * What a bill is about: the type filter of `/api/balanceBill/record` and of the bill page's
 * `type` query (`#/pages/my/bill_record?type=recharge`).
 */
export const BILL_TYPES = ['recharge', 'withdraw', 'contract', 'mining', 'interest', 'task', 'commission', 'adjustment'] as const;
export const ZBillType = z.enum(BILL_TYPES);
export type TBillType = z.infer<typeof ZBillType>;

/** A bill's type: one of the filter's, or `other` for a movement none of them covers. */
export const ZBillKind = z.enum([...BILL_TYPES, 'other']);
export type TBillKind = z.infer<typeof ZBillKind>;

export const ZBillRecordRequest = z.extend(ZPageRequest, {
  /** Only bills of this type; absent for all. */
  type: z.optional(ZBillType),
});
export type TBillRecordRequest = z.input<typeof ZBillRecordRequest>;

/** What caused a bill, so the app can open it: a recharge or withdrawal order number, a contract, … */
export const ZBillCause = z.object({
  /** `recharge`, `withdrawal`, `contract`, `mining`, `interest`, `task`, `commission`, `adjustment`, … */
  type: z.string(),
  /** The order number (or record id) of the cause. */
  id: z.string(),
});
export type TBillCause = z.infer<typeof ZBillCause>;

/**
 * One movement of the member's spendable balance. Money held for a pending withdrawal left the
 * spendable balance when the member asked, so a withdrawal is one bill (−amount) when asked and,
 * if the operator rejects it, a second bill (+amount) giving it back; paying it moves nothing the
 * member could spend, so it is not a bill.
 */
export const ZBill = z.object({
  /** The journal entry's id: unique and stable. */
  id: z.int(),
  type: ZBillKind,
  /**
   * Money given back rather than moved by the member: a rejected withdrawal's held amount. Listed
   * under its type's filter (a withdrawal's refund under `withdraw`), labelled as a refund.
   */
  refund: z.boolean(),
  /** Signed: positive money in (`100.00`), negative money out (`-25.00`); at least the currency's scale. */
  amount: ZMoney,
  /** The spendable balance right after this movement. */
  balanceAfter: ZMoney,
  currency: z.string(),
  /** The operator's or the system's note (a rejection's reason, an adjustment's reason); may be empty. */
  memo: z.string(),
  /** null for movements without a cause record (the demo grant). */
  cause: z.nullable(ZBillCause),
  /** When it happened, epoch ms. */
  createdAt: z.int(),
});
export type TBill = z.infer<typeof ZBill>;

/** Newest first. */
export const ZBillRecordResponse = zPage(ZBill);
export type TBillRecordResponse = z.infer<typeof ZBillRecordResponse>;
