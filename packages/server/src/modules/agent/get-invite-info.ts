import { count, eq, or, sql } from 'drizzle-orm';
import { API, CODE, ZGetInviteInfoRequest, ZGetInviteInfoResponse, formatAmount } from '@meridian/protocol';
import { members, referralCommissions } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { defineCall, requireSession } from '../../http/define-call.js';
import { findMemberById } from '../member/member-store.js';
import { isAtLevel } from './team-levels.js';

/** The app's register page reads the code from this query parameter (web features/auth). */
const REGISTER_HASH_PATH = '/#/pages/login/register';

export function inviteLinkFor(origin: string, inviteCode: string): string {
  return `${origin}${REGISTER_HASH_PATH}?code=${encodeURIComponent(inviteCode)}`;
}

/** The member's invite code and link, how many they brought in, and what it earned them. */
export const getInviteInfoCall = defineCall({
  path: API.agent.getInviteInfo,
  request: ZGetInviteInfoRequest,
  response: ZGetInviteInfoResponse,
  async handler(context) {
    const { deps, origin } = context;
    const { memberId } = requireSession(context);
    const db = deps.db;
    const [member, company, [direct], [team], [earned]] = await Promise.all([
      findMemberById(db, memberId),
      deps.settings.get('company'),
      db.select({ total: count() }).from(members).where(isAtLevel(db, memberId, 1)),
      db
        .select({ total: count() })
        .from(members)
        .where(or(isAtLevel(db, memberId, 1), isAtLevel(db, memberId, 2), isAtLevel(db, memberId, 3))),
      db
        .select({ sum: sql<string>`coalesce(sum(${referralCommissions.amount}), 0)::text` })
        .from(referralCommissions)
        .where(eq(referralCommissions.beneficiaryId, memberId)),
    ]);
    if (!member) throw new AppError(CODE.SESSION_INVALID, 'error.sessionInvalid');
    return {
      inviteCode: member.inviteCode,
      inviteLink: inviteLinkFor(origin, member.inviteCode),
      directCount: direct?.total ?? 0,
      teamCount: team?.total ?? 0,
      commissionTotal: formatAmount(earned?.sum ?? '0', company.currency),
      currency: company.currency,
    };
  },
});
