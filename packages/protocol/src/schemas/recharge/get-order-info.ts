import { z } from 'zod/mini';
import { ZMoney } from '../shared.js';
import { ZRechargeMode, ZRechargeOrderNo, ZRechargeStatus } from './recharge-order.js';

/** One of the member's own recharge orders, in full. */
export const ZGetRechargeOrderInfoRequest = z.strictObject({ orderNo: ZRechargeOrderNo });
export type TGetRechargeOrderInfoRequest = z.infer<typeof ZGetRechargeOrderInfoRequest>;

export const ZRechargeOrderInfo = z.object({
  orderNo: z.string(),
  /** When it was made, epoch ms. */
  createdAt: z.int(),
  mode: ZRechargeMode,
  channelCode: z.string(),
  status: ZRechargeStatus,
  /** Credited (or to be credited) in `currency`. */
  amount: ZMoney,
  currency: z.string(),
  /** Offline: the payer's name, and the payee bank, card number and holder shown to them. Empty otherwise. */
  payerName: z.string(),
  bankType: z.string(),
  cardNumber: z.string(),
  holder: z.string(),
  /** Crypto: the network, the deposit address, the rate, the coins sent and the txid. Empty/null otherwise. */
  network: z.string(),
  address: z.string(),
  rate: z.nullable(ZMoney),
  coinCount: z.nullable(ZMoney),
  txid: z.string(),
  /** Why an operator rejected it; empty otherwise. */
  rejectReason: z.string(),
  /** When it was credited, epoch ms; null until then. */
  completedAt: z.nullable(z.int()),
});
export type TRechargeOrderInfo = z.infer<typeof ZRechargeOrderInfo>;
/** @alias The call's answer, by the name every call's answer has. */
export const ZGetRechargeOrderInfoResponse = ZRechargeOrderInfo;
