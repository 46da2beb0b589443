import { z } from 'zod/mini';
import { ZMoney } from '../shared.js';
import { ZRechargeCode } from './recharge-order.js';

/** Online channels the member can pay through; with `code`, only that channel (an empty list if it is closed). */
export const ZGetOnlineChannelByCodeRequest = z.strictObject({ code: z.optional(ZRechargeCode) });
export type TGetOnlineChannelByCodeRequest = z.infer<typeof ZGetOnlineChannelByCodeRequest>;

export const ZOnlineChannel = z.object({
  code: z.string(),
  name: z.string(),
  /** Smallest and largest amount per order, in `currency`. */
  min: ZMoney,
  max: ZMoney,
  currency: z.string(),
});
export type TOnlineChannel = z.infer<typeof ZOnlineChannel>;

export const ZGetOnlineChannelByCodeResponse = z.object({ list: z.array(ZOnlineChannel) });
export type TGetOnlineChannelByCodeResponse = z.infer<typeof ZGetOnlineChannelByCodeResponse>;
