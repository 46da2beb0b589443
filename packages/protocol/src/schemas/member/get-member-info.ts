import { z } from 'zod/mini';
import { ZEmpty } from '../shared.js';

/**
 * The member as the app sees them (spec section 3). The pay password itself never leaves the
 * server: `hasPayPassword` says whether one is set.
 */
export const ZMemberInfo = z.object({
  id: z.int(),
  username: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  phone: z.string(),
  email: z.string(),
  inviteCode: z.string(),
  /** Display currency, from the company configuration (e.g. `USDT`). */
  currency: z.string(),
  /** `±HH:MM`. */
  timeZone: z.string(),
  hasPayPassword: z.boolean(),
  usdtAddress: z.string(),
  /** Chain of the USDT address, e.g. `TRC20`. */
  network: z.string(),
  createdAt: z.int(),
});
export type TMemberInfo = z.infer<typeof ZMemberInfo>;

export const ZGetMemberInfoRequest = ZEmpty;
