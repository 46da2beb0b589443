import { z } from 'zod/mini';
import { ZMoney, ZPageRequest, zPage } from '../shared.js';

export const WITHDRAW_METHODS = ['bank', 'coin'] as const;
export const ZWithdrawMethod = z.enum(WITHDRAW_METHODS);
export type TWithdrawMethod = z.infer<typeof ZWithdrawMethod>;

/** pending → paid | rejected; a coin withdrawal that the signer sends: pending → sending (approved, on its way on chain) → paid | rejected (the transfer failed, the amount returned). */
export const WITHDRAWAL_STATUSES = ['pending', 'sending', 'paid', 'rejected'] as const;
export const ZWithdrawalStatus = z.enum(WITHDRAWAL_STATUSES);
export type TWithdrawalStatus = z.infer<typeof ZWithdrawalStatus>;

/** One of the member's withdrawals. */
export const ZWithdrawal = z.object({
  orderNo: z.string(),
  method: ZWithdrawMethod,
  /** Where it goes, as it was when asked, masked: `Bank name **** 1234` or `TRC20 T9yD…Xk2`. */
  destination: z.string(),
  status: ZWithdrawalStatus,
  amount: ZMoney,
  fee: ZMoney,
  tax: ZMoney,
  actualAmount: ZMoney,
  currency: z.string(),
  /** Why an operator rejected it (or why its transfer failed on chain); empty otherwise. */
  rejectReason: z.string(),
  /** The chain transaction that sends a coin withdrawal, once signed (empty otherwise); it may be replaced until mined. */
  txHash: z.optional(z.string()),
  /** Where the transaction is shown on its network's explorer, when the platform configured one. */
  txUrl: z.optional(z.string()),
  /** Blocks on the transaction once mined (it counted), while it is sending; with how many make it final. */
  confirmations: z.optional(z.int()),
  confirmationsNeeded: z.optional(z.int()),
  createdAt: z.int(),
  reviewedAt: z.nullable(z.int()),
});
export type TWithdrawal = z.infer<typeof ZWithdrawal>;

export const ZWithdrawRecordRequest = z.strictObject({ ...ZPageRequest.shape, status: z.optional(ZWithdrawalStatus) });
export type TWithdrawRecordRequest = z.infer<typeof ZWithdrawRecordRequest>;
export const ZWithdrawRecordResponse = zPage(ZWithdrawal);
export type TWithdrawRecordResponse = z.infer<typeof ZWithdrawRecordResponse>;
