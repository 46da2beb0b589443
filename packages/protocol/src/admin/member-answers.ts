import { z } from 'zod/mini';
import { ZMemberAddress } from '../schemas/address/get-member-address.js';
import { ZDeviceDescription } from '../schemas/security/sign-in.js';
import { listPage } from './list-page.js';

/** What the admin API answers about members (members, member, member-sign-ins, and the support commands on one member). */

/** One member as the members list shows them; amounts are the ledger's exact texts, times ISO. */
export const ZMemberItem = z.object({
  id: z.int(),
  username: z.string(),
  nickname: z.string(),
  mobile: z.string(),
  email: z.string(),
  inviteCode: z.string(),
  inviterId: z.nullable(z.int()),
  balance: z.string(),
  frozen: z.string(),
  registeredAt: z.string(),
  loginFrozen: z.boolean(),
  withdrawFrozen: z.boolean(),
  /** The task level support granted (member-level), or null. */
  grantedLevel: z.nullable(z.int()),
});
export type TMemberItem = z.infer<typeof ZMemberItem>;

export const ZMembersAnswer = listPage(ZMemberItem);

/** The member's task level, and the levels support may grant (member-level). */
export const ZMemberTaskLevel = z.object({
  level: z.int(),
  name: z.string(),
  /** The level shown is the granted one, above what the paid orders reach. */
  granted: z.boolean(),
  grantedLevel: z.nullable(z.int()),
  completedTotal: z.int(),
  levels: z.array(z.object({ level: z.int(), name: z.string(), completedTasksNeeded: z.int() })),
});
export type TMemberTaskLevel = z.infer<typeof ZMemberTaskLevel>;

/** Everything the console's member page shows of one member. */
export const ZMemberDetail = z.object({
  member: ZMemberItem,
  bankCards: z.array(z.object({ id: z.int(), bankName: z.string(), holder: z.string(), account: z.string(), createdAt: z.string() })),
  addresses: z.array(ZMemberAddress),
  /** Nearest first, up to 3. */
  inviters: z.array(z.object({ id: z.int(), username: z.string() })),
  teamSize: z.int(),
  sessions: z.array(z.object({ createdAt: z.string(), ip: z.string(), userAgent: z.string() })),
  /** Whether the member has an authenticator app on (support may reset it). */
  twoStepOn: z.boolean(),
  taskLevel: ZMemberTaskLevel,
});
export type TMemberDetail = z.infer<typeof ZMemberDetail>;

/** How a sign-in ended: `ok`, or why it was refused. */
export const SIGN_IN_OUTCOMES = ['ok', 'wrong-password', 'wrong-code', 'wrong-passkey', 'frozen'] as const;
export type TSignInOutcome = (typeof SIGN_IN_OUTCOMES)[number];

/** One attempt to sign in to a member's account (kept 90 days). */
export const ZSignInItem = z.object({
  id: z.int(),
  at: z.string(),
  ip: z.string(),
  device: ZDeviceDescription,
  method: z.string(),
  /** One of SIGN_IN_OUTCOMES as recorded. */
  outcome: z.string(),
  sessionId: z.nullable(z.int()),
});
export type TSignInItem = z.infer<typeof ZSignInItem>;

export const ZMemberSignInsAnswer = listPage(ZSignInItem);

export const ZMemberFreezeAnswer = z.object({ username: z.string(), loginFrozen: z.boolean(), withdrawFrozen: z.boolean() });
export const ZMemberLevelAnswer = z.object({ username: z.string(), grantedLevel: z.nullable(z.int()), level: z.int(), levelName: z.string(), levelGranted: z.boolean() });
export const ZPayPasswordResetAnswer = z.object({ username: z.string() });
export const ZTwoStepResetAnswer = z.object({ username: z.string(), sessionsEnded: z.int(), withdrawHoldUntil: z.string() });
