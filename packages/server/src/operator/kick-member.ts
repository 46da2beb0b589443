import type { InvalidationTarget } from '../db/invalidation-bus.js';
import type { DbOrTx } from '../db/types.js';
import { announceLivePush } from '../live/live-bus.js';
import { findMemberByUsername } from '../modules/member/member-record.js';
import { revokeMemberSessions } from '../security/sessions.js';
import type { CommandOutcome } from './operator-commands.js';

/** The reason the kicked sockets are given in sys_kick_out_member. */
export const OPERATOR_KICK_REASON = 'operator';

/**
 * Ends every session of a member (their next call answers 1001) and tells their sockets with
 * sys_kick_out_member before closing them. Both happen in one transaction, so a kick that did not
 * commit tells nobody. `caches`: the running server's own, which forget the sessions at once.
 */
export async function kickMember(db: DbOrTx, username: string, caches?: InvalidationTarget): Promise<CommandOutcome> {
  const member = await findMemberByUsername(db, username);
  if (!member) return { ok: false, text: `No member is named "${username}"; nobody was signed out.` };
  const sessionIds = await db.transaction(async (tx) => {
    const ended = await revokeMemberSessions(tx, member.id);
    await announceLivePush(tx, { kind: 'kick', sessionIds: ended, reason: OPERATOR_KICK_REASON });
    return ended;
  });
  caches?.forget({ sessionIds });
  if (sessionIds.length === 0) return { ok: true, text: `${member.username} had no session to end.` };
  const sessionsText = sessionIds.length === 1 ? '1 session' : `${sessionIds.length} sessions`;
  return { ok: true, text: `Ended ${sessionsText} of ${member.username}; their open app was told it is signed out.` };
}
