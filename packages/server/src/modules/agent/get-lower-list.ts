import { count, desc } from 'drizzle-orm';
import { API, ZGetLowerListRequest, ZGetLowerListResponse, type TLowerMember, type TTeamLevel } from '@meridian/protocol';
import { members } from '../../db/schema/index.js';
import { defineCall, requireSession } from '../../http/define-call.js';
import { maskContact } from '../auth/mask-contact.js';
import { maskUsername } from '../content/win-list-source.js';
import { isAtLevel } from './team-levels.js';

interface TeamMemberRow {
  id: number;
  username: string;
  email: string;
  phone: string;
  createdAt: Date;
}

/** Enough to recognise a friend, not enough to give their account away. */
function toLowerMember(row: TeamMemberRow, level: TTeamLevel): TLowerMember {
  let contact = '';
  if (row.email !== '') contact = maskContact('email', row.email);
  else if (row.phone !== '') contact = maskContact('sms', row.phone);
  return { memberId: row.id, username: maskUsername(row.username), contact, joinedAt: row.createdAt.getTime(), level };
}

/** The members one, two or three steps below the caller, newest first. */
export const getLowerListCall = defineCall({
  path: API.agent.getLowerList,
  request: ZGetLowerListRequest,
  response: ZGetLowerListResponse,
  async handler(context) {
    const { deps, input } = context;
    const { memberId } = requireSession(context);
    const where = isAtLevel(deps.db, memberId, input.level);
    const [rows, [counted]] = await Promise.all([
      deps.db
        .select({ id: members.id, username: members.username, email: members.email, phone: members.phone, createdAt: members.createdAt })
        .from(members)
        .where(where)
        .orderBy(desc(members.createdAt), desc(members.id))
        .limit(input.pageSize)
        .offset((input.page - 1) * input.pageSize),
      deps.db.select({ total: count() }).from(members).where(where),
    ]);
    return {
      list: rows.map((row) => toLowerMember(row, input.level)),
      total: counted?.total ?? 0,
      page: input.page,
      pageSize: input.pageSize,
    };
  },
});
