import { eq, sql } from 'drizzle-orm';
import { API, ZFreezeAccountRequest, ZOk } from '@meridian/protocol';
import { members } from '../../db/schema/index.js';
import { defineCall, requireSession } from '../../http/define-call.js';
import { revokeMemberSessions } from '../../security/sessions.js';
import { loadMember } from '../member/member-info.js';
import { proveLoginPassword } from '../member/prove-secret.js';
import { sendSecurityAlert } from './security-alerts.js';

/** Why the frozen account's open apps are told they are signed out (as an operator's freeze says). */
const FROZEN_REASON = 'frozen';

/**
 * The member's emergency brake: sign-in and withdrawals freeze at once, every session ends and
 * every open app is signed out. Only an operator unfreezes (`member-freeze`, the console's member
 * page), after making sure it is the member who asks.
 */
export const freezeAccountCall = defineCall({
  path: API.security.freezeAccount,
  request: ZFreezeAccountRequest,
  response: ZOk,
  async handler(context) {
    const { deps, input, ip, userAgent, language } = context;
    const { memberId } = requireSession(context);
    const member = await loadMember(deps, memberId);
    await proveLoginPassword(deps, member, input.password);
    await deps.db.update(members).set({ loginFrozen: true, withdrawFrozen: true, updatedAt: sql`now()` }).where(eq(members.id, memberId));
    deps.live.kickSessions(await revokeMemberSessions(deps.db, memberId, { caches: deps.caches }), FROZEN_REASON);
    await sendSecurityAlert(deps, member, 'accountFrozen', { ip, userAgent, language });
    return { ok: true as const };
  },
});
