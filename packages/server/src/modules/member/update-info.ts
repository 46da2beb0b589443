import { eq, sql } from 'drizzle-orm';
import { API, ZMemberInfo, ZUpdateInfoRequest } from '@meridian/protocol';
import { members } from '../../db/schema/index.js';
import { defineCall, requireSession } from '../../http/define-call.js';
import { loadMemberInfo } from './member-info.js';

/** Changes the caller's own profile fields that were given; answers the updated profile. */
export const updateInfoCall = defineCall({
  path: API.member.updateInfo,
  request: ZUpdateInfoRequest,
  response: ZMemberInfo,
  async handler(context) {
    const { deps, input } = context;
    const { memberId } = requireSession(context);
    await deps.db
      .update(members)
      .set({
        nickname: input.nickname,
        phone: input.phone,
        email: input.email,
        timeZone: input.timeZone,
        usdtAddress: input.usdtAddress,
        network: input.network,
        updatedAt: sql`now()`,
      })
      .where(eq(members.id, memberId));
    return loadMemberInfo(deps, memberId);
  },
});
