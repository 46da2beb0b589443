import { z } from 'zod/mini';
import { ZPageRequest, zPage } from '../shared.js';

/** How far below the member: 1 = invited by them, 2 = invited by those, 3 = one more step. */
export const TEAM_LEVELS = [1, 2, 3] as const;
export const ZTeamLevel = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type TTeamLevel = z.infer<typeof ZTeamLevel>;

/** A member of the team, shown without giving their account away. */
export const ZLowerMember = z.object({
  memberId: z.int(),
  /** `de***01` */
  username: z.string(),
  /** The email or phone, masked (`de***@example.com`, `+85******12`); empty when they gave none. */
  contact: z.string(),
  /** When they registered, epoch ms. */
  joinedAt: z.int(),
  level: ZTeamLevel,
});
export type TLowerMember = z.infer<typeof ZLowerMember>;

/** The members at one level below the caller, newest first. */
export const ZGetLowerListRequest = z.strictObject({ ...ZPageRequest.shape, level: z._default(ZTeamLevel, 1) });
export type TGetLowerListRequest = z.input<typeof ZGetLowerListRequest>;
export const ZGetLowerListResponse = zPage(ZLowerMember);
export type TGetLowerListResponse = z.infer<typeof ZGetLowerListResponse>;
