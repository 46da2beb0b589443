import { z } from 'zod/mini';
import { ZRechargeCode } from './recharge-order.js';

/**
 * The payee account the member transfers to (each field has a copy button in the app). Without
 * `bankCode`, the method's first payee account.
 */
export const ZOfflineRechargePaymentDetailRequest = z.strictObject({ methodCode: ZRechargeCode, bankCode: z.optional(ZRechargeCode) });
export type TOfflineRechargePaymentDetailRequest = z.infer<typeof ZOfflineRechargePaymentDetailRequest>;

export const ZOfflineRechargePaymentDetail = z.object({
  methodCode: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  holder: z.string(),
  account: z.string(),
  branch: z.string(),
});
export type TOfflineRechargePaymentDetail = z.infer<typeof ZOfflineRechargePaymentDetail>;
/** @alias The call's answer, by the name every call's answer has. */
export const ZOfflineRechargePaymentDetailResponse = ZOfflineRechargePaymentDetail;
