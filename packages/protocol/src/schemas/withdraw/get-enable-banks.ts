import { z } from 'zod/mini';
import { ZEmpty } from '../shared.js';

/** A bank the operator accepts bank cards of, for withdrawals. */
export const ZWithdrawBank = z.object({ code: z.string(), name: z.string() });
export type TWithdrawBank = z.infer<typeof ZWithdrawBank>;

export const ZWithdrawGetEnableBanksRequest = ZEmpty;
export const ZWithdrawGetEnableBanksResponse = z.object({ list: z.array(ZWithdrawBank) });
export type TWithdrawGetEnableBanksResponse = z.infer<typeof ZWithdrawGetEnableBanksResponse>;
