import { z } from 'zod/mini';
import { ZRechargeCode } from './recharge-order.js';

/**
 * Banks the member can transfer to. With `methodCode`, only the banks that method has a payee
 * account at (the offselectbank page); without it, every enabled bank.
 */
export const ZRechargeGetEnableBanksRequest = z.strictObject({ methodCode: z.optional(ZRechargeCode) });
export type TRechargeGetEnableBanksRequest = z.infer<typeof ZRechargeGetEnableBanksRequest>;

export const ZRechargeBank = z.object({ code: z.string(), name: z.string() });
export type TRechargeBank = z.infer<typeof ZRechargeBank>;

export const ZRechargeGetEnableBanksResponse = z.object({ list: z.array(ZRechargeBank) });
export type TRechargeGetEnableBanksResponse = z.infer<typeof ZRechargeGetEnableBanksResponse>;
