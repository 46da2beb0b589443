import { z } from 'zod/mini';
import { ZEmpty, ZMoney } from '../shared.js';

export const ZGetBalanceRequest = ZEmpty;
export const ZBalance = z.object({
  /** What the member can spend or withdraw now. */
  balance: ZMoney,
  /** Held for pending withdrawals and open orders. */
  frozen: ZMoney,
  currency: z.string(),
});
export type TBalance = z.infer<typeof ZBalance>;
