import { z } from 'zod/mini';
import { SIGNED_AMOUNT_TEXT } from './settings/decimal-text-fields.js';
import { ZAdminId, ZLimit, ZMemberUsername, ZOperatorRequestId, ZOrderNo, ZReason } from './input-fields.js';
import { BILL_FILTER_FIELDS, MEMBER_FILTER_FIELDS, pageFields, RECHARGE_FILTER_FIELDS, WITHDRAWAL_FILTER_FIELDS } from './list-fields.js';
import { APPROVAL_STATUSES, PENDING_KINDS, PENDING_SORTS } from './money-answers.js';

/** What the money commands take (admin-inputs.ts): reviews, adjustments, approvals and the money lists. */

export const ZPendingInput = z.object({
  limit: ZLimit,
  page: z.optional(z.int().check(z.gte(1), z.lte(1_000_000))),
  kind: z.optional(z.enum(PENDING_KINDS)),
  sort: z.optional(z.enum(PENDING_SORTS)),
  order: z.optional(z.enum(['asc', 'desc'])),
  ...MEMBER_FILTER_FIELDS,
});

export const ZOrderClaimInput = z.object({ orderNo: ZOrderNo, takeOver: z.optional(z.boolean()) });
/** A pending order by its number (a claim let go). */
export const ZOrderNoInput = z.object({ orderNo: ZOrderNo });
export const ZRechargeApproveInput = z.object({ orderNo: ZOrderNo, requestId: z.optional(ZOperatorRequestId) });
export const ZRechargeRejectInput = z.object({ orderNo: ZOrderNo, reason: ZReason });
export const ZWithdrawalPayInput = z.object({
  orderNo: ZOrderNo,
  /**
   * Why it should be paid, for the second operator who approves a payment above the four-eyes
   * limit (required then: the server refuses the hold without one). The member never reads it.
   */
  reason: z.optional(ZReason),
  requestId: z.optional(ZOperatorRequestId),
});
export const ZWithdrawalRejectInput = z.object({ orderNo: ZOrderNo, reason: ZReason, requestId: z.optional(ZOperatorRequestId) });

export const ZAdjustInput = z.object({
  username: ZMemberUsername,
  /** Signed: positive credits the member, negative debits them. */
  amount: z.string().check(z.trim(), z.regex(SIGNED_AMOUNT_TEXT, 'a signed amount such as 25.00 or -10')),
  /** Why, in the operator's words: the bill's memo and the audit log's detail. */
  reason: ZReason,
  /** Makes a retry harmless: the console makes one per opening of its dialog. */
  requestId: z.optional(ZOperatorRequestId),
});

export const ZApprovalsInput = z.object({ status: z.optional(z.enum(APPROVAL_STATUSES)), ...pageFields(['id']) });
export const ZApprovalApproveInput = z.object({ id: ZAdminId, requestId: z.optional(ZOperatorRequestId) });
export const ZApprovalRejectInput = z.object({ id: ZAdminId, reason: ZReason });

export const ZRechargesInput = z.object({ ...RECHARGE_FILTER_FIELDS, ...pageFields(['id']) });
export const ZRechargesExportInput = z.object(RECHARGE_FILTER_FIELDS);
export const ZWithdrawalsInput = z.object({ ...WITHDRAWAL_FILTER_FIELDS, ...pageFields(['id']) });
export const ZWithdrawalsExportInput = z.object(WITHDRAWAL_FILTER_FIELDS);
export const ZBillsInput = z.object({ ...BILL_FILTER_FIELDS, ...pageFields(['id']) });
export const ZBillsExportInput = z.object(BILL_FILTER_FIELDS);
