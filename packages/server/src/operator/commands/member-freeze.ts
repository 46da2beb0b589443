import { eq } from 'drizzle-orm';
import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { members } from '../../db/schema/index.js';
import { announceLivePush } from '../../live/live-bus.js';
import { findMemberByUsername } from '../../modules/member/member-store.js';
import { revokeMemberSessions } from '../../security/sessions.js';
import { hasChanges } from '../command-fields.js';
import { defineCommand } from '../command-types.js';
import { countedPart, said, saidPart } from '../../i18n/console/console-translate.js';

/** Why the kicked sockets are told they are signed out. */
const FROZEN_REASON = 'frozen';

/**
 * Freezes or unfreezes a member's sign-in and withdrawals, separately. Freezing sign-in also ends
 * every session at once (their open app is told); freezing withdrawals refuses new ones, and
 * pending ones stay for finance to decide. Nothing here touches the member's money.
 */
export const memberFreeze = defineCommand({
  name: 'member-freeze',
  fields: ADMIN_INPUTS['member-freeze'],
  group: 'platform',
  summary: "freeze or unfreeze a member's sign-in (ending their sessions) or withdrawals",
  line: { positionals: [{ field: 'username', label: 'username' }], flags: { login: ['login', 'bool'], withdraw: ['withdraw', 'bool'] } },
  routes: ADMIN_ROUTES['member-freeze'],
  audit: { target: (command) => `member:${command.username}`, keepsResult: true },
  effect: async (tx, { username, login, withdraw }, { caches }) => {
    if (!hasChanges({ login, withdraw })) return { ok: false, ...said('freeze.nothingToChange') };
    const member = await findMemberByUsername(tx, username);
    if (!member) return { ok: false, ...said('members.noSuch', { username }), status: 404 };
    await tx
      .update(members)
      .set({ ...(login === undefined ? {} : { loginFrozen: login }), ...(withdraw === undefined ? {} : { withdrawFrozen: withdraw }) })
      .where(eq(members.id, member.id));
    const ended = login === true ? await revokeMemberSessions(tx, member.id) : [];
    if (ended.length > 0) await announceLivePush(tx, { kind: 'kick', sessionIds: ended, reason: FROZEN_REASON });
    caches?.forget({ sessionIds: ended });
    const state = { username: member.username, loginFrozen: login ?? member.loginFrozen, withdrawFrozen: withdraw ?? member.withdrawFrozen };
    const signIn = saidPart(state.loginFrozen ? 'freeze.signInFrozen' : 'freeze.signInOpen');
    const withdrawals = saidPart(state.withdrawFrozen ? 'freeze.withdrawalsFrozen' : 'freeze.withdrawalsOpen');
    const endedPart = ended.length > 0 ? saidPart('freeze.sessionsEnded', { sessions: countedPart(ended.length, 'session') }) : '';
    return { ok: true, ...said('freeze.done', { username: member.username, signIn, withdrawals, ended: endedPart }), data: state };
  },
});
