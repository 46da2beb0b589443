import { z } from 'zod/mini';
import { ZBillKind } from '../schemas/bill/bill-record.js';
import { listPage, totalledPage } from './list-page.js';

/** What the admin API answers about money: the queue, recharges, withdrawals, bills, adjustments and four eyes. */

export const ZRechargeItem = z.object({
  orderNo: z.string(),
  memberId: z.int(),
  username: z.string(),
  mode: z.string(),
  channel: z.nullable(z.string()),
  amount: z.string(),
  currency: z.string(),
  /** One of RECHARGE_STATUSES (the member API's), as stored. */
  status: z.string(),
  payerName: z.nullable(z.string()),
  txid: z.nullable(z.string()),
  /** The payment proof the member uploaded, served under /uploads/. */
  proofUrl: z.nullable(z.string()),
  reason: z.nullable(z.string()),
  createdAt: z.string(),
  completedAt: z.nullable(z.string()),
});
export type TRechargeItem = z.infer<typeof ZRechargeItem>;
export const ZRechargesAnswer = totalledPage(ZRechargeItem);

export const ZWithdrawalItem = z.object({
  orderNo: z.string(),
  memberId: z.int(),
  username: z.string(),
  method: z.string(),
  destination: z.string(),
  amount: z.string(),
  fee: z.string(),
  actualAmount: z.string(),
  currency: z.string(),
  /** One of WITHDRAWAL_STATUSES (the member API's), as stored. */
  status: z.string(),
  reason: z.nullable(z.string()),
  createdAt: z.string(),
  reviewedAt: z.nullable(z.string()),
});
export type TWithdrawalItem = z.infer<typeof ZWithdrawalItem>;
export const ZWithdrawalsAnswer = totalledPage(ZWithdrawalItem);

/** One posting on a member's available balance: what their bill list shows. */
export const ZBillItem = z.object({
  id: z.int(),
  memberId: z.int(),
  username: z.string(),
  /** What the member's bill list files it under. */
  type: ZBillKind,
  /** The journal entry's kind (what made the bill). */
  kind: z.string(),
  /** Signed: a debit is negative. */
  amount: z.string(),
  currency: z.string(),
  memo: z.string(),
  createdAt: z.string(),
});
export type TBillItem = z.infer<typeof ZBillItem>;
export const ZBillsAnswer = totalledPage(ZBillItem);

/** What an operator checks of a pending order; the value is the order's own text. */
export const REVIEW_FACT_NAMES = ['payer', 'payee', 'coins', 'rate', 'network', 'address', 'txid', 'destination', 'fee', 'tax', 'payOut'] as const;
export const ZReviewFact = z.object({ name: z.enum(REVIEW_FACT_NAMES), value: z.string() });
export type TReviewFact = z.infer<typeof ZReviewFact>;

/** A clerk's hold on a pending order: their audit actor (`console:ann`) and since when. */
export const ZOrderClaim = z.object({ claimedBy: z.string(), claimedAt: z.string() });
export type TOrderClaim = z.infer<typeof ZOrderClaim>;

export const PENDING_KINDS = ['recharge', 'withdrawal'] as const;
export const PENDING_SORTS = ['createdAt', 'amount'] as const;

/** A recharge or withdrawal waiting for an operator. */
export const ZPendingOrder = z.object({
  kind: z.enum(PENDING_KINDS),
  orderNo: z.string(),
  memberId: z.int(),
  username: z.string(),
  /** recharge: online | offline | crypto; withdrawal: bank | coin. */
  mode: z.string(),
  amount: z.string(),
  currency: z.string(),
  /** The facts labelled for the operator; `detail` is the same as the command line's one English line. */
  facts: z.array(ZReviewFact),
  detail: z.string(),
  /** A recharge's payment proof, served under /uploads/. */
  proofUrl: z.optional(z.string()),
  createdAt: z.string(),
  /** A withdrawal whose payment waits for a second operator (four eyes): its approval, else null. */
  approvalId: z.nullable(z.int()),
  /** Who works it now (order-claim), or null while it is anyone's. */
  claim: z.nullable(ZOrderClaim),
  /** The four-eyes limit a withdrawal is above (its payment is held, and asks the payer's reason), else null. */
  fourEyesAbove: z.nullable(z.string()),
});
export type TPendingOrder = z.infer<typeof ZPendingOrder>;

/** One page of the review queue: `limit` orders of page `page`, `total` of them in all (exactly: the queue is short). */
export const ZPendingAnswer = z.object({ orders: z.array(ZPendingOrder), total: z.int() });
export type TPendingAnswer = z.infer<typeof ZPendingAnswer>;

/** An order decided (recharge approve or reject, withdrawal pay or reject): its status after the decision. */
export const ZReviewAnswer = z.object({ orderNo: z.string(), memberId: z.int(), status: z.string() });

export const ZOrderClaimAnswer = z.object({ orderNo: z.string(), claimedBy: z.string(), claimedAt: z.string(), takenFrom: z.nullable(z.string()) });
export const ZOrderUnclaimAnswer = z.object({ orderNo: z.string() });

/** An adjustment made: its reference (`AJ…`), its journal entry and the member's available balance after it. */
export const ZAdjustAnswer = z.object({ reference: z.string(), entryId: z.int(), memberId: z.int(), amount: z.string(), currency: z.string(), balance: z.string() });

/**
 * A command four eyes holds (202): an adjustment or a payment above the threshold, or a change of
 * terms, waits for a second operator as this approval.
 */
export const ZHeldAnswer = z.object({ approvalId: z.int(), held: z.literal(true) });
export type THeldAnswer = z.infer<typeof ZHeldAnswer>;

/** cancelled: its order was paid or rejected another way before anyone decided it. */
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type TApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** What a checker reads before deciding, as it is now: the member with their balance, and the withdrawal a payment pays. */
export const ZApprovalContext = z.object({
  member: z.nullable(z.object({ id: z.int(), username: z.string(), available: z.string(), held: z.string(), currency: z.string() })),
  order: z.nullable(ZWithdrawalItem),
});
export type TApprovalContext = z.infer<typeof ZApprovalContext>;

/** A command held by four eyes until a second operator decides it. */
export const ZApprovalItem = z.object({
  id: z.int(),
  /** The command held: `adjust`, `withdrawal-pay`, or a change of terms (`settings-set`, `contract-option-set`, …). */
  action: z.string(),
  /** The command as it was given, which an approval runs as it is. */
  command: z.unknown(),
  /** What made it need approval; 0 for a change of terms. */
  amount: z.string(),
  target: z.string(),
  maker: z.string(),
  /** One of APPROVAL_STATUSES, as stored. */
  status: z.string(),
  checker: z.nullable(z.string()),
  /** What running it answered, or why it was rejected; empty while it waits. */
  outcome: z.string(),
  /** For a change of settings, the values it was asked against (null for one never stored). */
  basis: z.nullable(z.record(z.string(), z.unknown())),
  /** The order a held payment pays, or null. */
  orderNo: z.nullable(z.string()),
  /** Why the maker asked (an adjustment's or a held payment's reason), or null. */
  reason: z.nullable(z.string()),
  context: ZApprovalContext,
  createdAt: z.string(),
  decidedAt: z.nullable(z.string()),
});
export type TApprovalItem = z.infer<typeof ZApprovalItem>;
export const ZApprovalsAnswer = listPage(ZApprovalItem);

export const ZApprovalRejectAnswer = z.object({ id: z.int(), status: z.literal('rejected') });
