import { z } from 'zod/mini';
import { ZMoney, ZPageRequest, zPage } from '../shared.js';
import { ZRechargeMode, ZRechargeStatus } from './recharge-order.js';

/** The member's own recharge orders, newest first (an unfinished one is always the newest); `status` filters. */
export const ZRechargeRecordRequest = z.strictObject({ ...ZPageRequest.shape, status: z.optional(ZRechargeStatus) });
export type TRechargeRecordRequest = z.input<typeof ZRechargeRecordRequest>;

export const ZRechargeRecordItem = z.object({
  orderNo: z.string(),
  mode: ZRechargeMode,
  channelCode: z.string(),
  amount: ZMoney,
  currency: z.string(),
  status: ZRechargeStatus,
  /** Why an operator rejected the order; empty otherwise. */
  rejectReason: z.string(),
  /** epoch ms */
  createdAt: z.int(),
});
export type TRechargeRecordItem = z.infer<typeof ZRechargeRecordItem>;

export const ZRechargeRecordResponse = zPage(ZRechargeRecordItem);
export type TRechargeRecordResponse = z.infer<typeof ZRechargeRecordResponse>;
