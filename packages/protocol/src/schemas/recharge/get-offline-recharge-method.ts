import { z } from 'zod/mini';
import { ZEmpty, ZMoney } from '../shared.js';

export const ZGetOfflineRechargeMethodRequest = ZEmpty;

/** A way to pay by bank transfer (e.g. local bank transfer), with its limits per order. */
export const ZOfflineRechargeMethod = z.object({
  code: z.string(),
  name: z.string(),
  min: ZMoney,
  max: ZMoney,
  currency: z.string(),
});
export type TOfflineRechargeMethod = z.infer<typeof ZOfflineRechargeMethod>;

export const ZGetOfflineRechargeMethodResponse = z.object({ list: z.array(ZOfflineRechargeMethod) });
export type TGetOfflineRechargeMethodResponse = z.infer<typeof ZGetOfflineRechargeMethodResponse>;
