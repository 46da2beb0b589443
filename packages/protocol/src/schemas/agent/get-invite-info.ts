import { z } from 'zod/mini';
import { ZEmpty, ZMoney } from '../shared.js';

/** What the member shares to invite friends, and how their team stands. */
export const ZGetInviteInfoRequest = ZEmpty;
export const ZGetInviteInfoResponse = z.object({
  inviteCode: z.string(),
  /** The app's register page with the code filled in: `<origin>/#/pages/login/register?code=…`. */
  inviteLink: z.string(),
  /** Members the member invited themself (level 1). */
  directCount: z.int().check(z.gte(0)),
  /** Members up to three levels below. */
  teamCount: z.int().check(z.gte(0)),
  /** Every referral commission the member has earned. */
  commissionTotal: ZMoney,
  currency: z.string(),
});
export type TGetInviteInfoResponse = z.infer<typeof ZGetInviteInfoResponse>;
