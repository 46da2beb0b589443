import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import type { InvalidationTarget } from '../../db/invalidation-bus.js';
import type { Tx } from '../../db/types.js';
import { announceLivePush } from '../../live/live-bus.js';
import { findMemberByUsername } from '../../modules/member/member-store.js';
import { revokeMemberSessions } from '../../security/sessions.js';
import { defineCommand, type PlainOutcome } from '../command-types.js';
import { countedPart, said } from '../../i18n/console/console-translate.js';

/** The reason the kicked sockets are given in sys_kick_out_member. */
const OPERATOR_KICK_REASON = 'operator';

/**
 * Ends every session of a member (their next call answers 1001) and tells their sockets with
 * sys_kick_out_member before closing them. Both happen in one transaction, so a kick that did not
 * commit tells nobody. `caches`: the running server's own, which forget the sessions at once.
 */
async function kickMember(tx: Tx, username: string, caches?: InvalidationTarget): Promise<PlainOutcome> {
  const member = await findMemberByUsername(tx, username);
  if (!member) return { ok: false, ...said('kick.noMember', { username }) };
  const sessionIds = await tx.transaction(async (savepoint) => {
    const ended = await revokeMemberSessions(savepoint, member.id);
    await announceLivePush(savepoint, { kind: 'kick', sessionIds: ended, reason: OPERATOR_KICK_REASON });
    return ended;
  });
  caches?.forget({ sessionIds });
  if (sessionIds.length === 0) return { ok: true, ...said('kick.noSession', { username: member.username }) };
  return { ok: true, ...said('kick.ended', { sessions: countedPart(sessionIds.length, 'session'), username: member.username }) };
}

export const kick = defineCommand({
  name: 'kick',
  fields: ADMIN_INPUTS.kick,
  group: 'platform',
  summary: 'end all sessions of a member and tell their open app',
  line: { positionals: [{ field: 'username', label: 'username' }] },
  routes: ADMIN_ROUTES.kick,
  audit: { target: (command) => `member:${command.username}` },
  effect: (tx, { username }, { caches }) => kickMember(tx, username, caches),
});
