import { z } from 'zod/mini';
import { ZEmpty, ZMoney } from '../shared.js';

export const ZGetAmountConfigRequest = ZEmpty;

/** The recharge page's quick amounts and the overall limits per order, in the platform currency. */
export const ZAmountConfig = z.object({
  quickAmounts: z.array(ZMoney),
  min: ZMoney,
  max: ZMoney,
  currency: z.string(),
});
export type TAmountConfig = z.infer<typeof ZAmountConfig>;
/** @alias The call's answer, by the name every call's answer has. */
export const ZGetAmountConfigResponse = ZAmountConfig;
