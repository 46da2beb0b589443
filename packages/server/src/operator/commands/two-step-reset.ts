import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { announceLivePush } from '../../live/live-bus.js';
import { findMemberByUsername } from '../../modules/member/member-store.js';
import { isTwoStepOn, readMemberSecurity } from '../../modules/security/member-two-step.js';
import { turnTwoStepOff } from '../../modules/security/turn-two-step-off.js';
import { revokeMemberSessions } from '../../security/sessions.js';
import { defineCommand } from '../command-types.js';
import { countedPart, said } from '../../i18n/console/console-translate.js';

/** Why the kicked sockets are told they are signed out: the same words as the member turning it off. */
const TWO_STEP_RESET_REASON = 'two_step_disabled';

/**
 * Turns a member's 2-step off, for one who lost both their phone and their recovery codes and
 * proved who they are to support. As when the member turns it off themselves: every session ends
 * (whoever holds one may not be the member), withdrawals wait 24 hours, and a letter says so.
 */
export const twoStepReset = defineCommand({
  name: 'two-step-reset',
  fields: ADMIN_INPUTS['two-step-reset'],
  group: 'platform',
  summary: "turn a member's 2-step off: ends their sessions, holds withdrawals 24 hours",
  line: { positionals: [{ field: 'username', label: 'username' }] },
  routes: ADMIN_ROUTES['two-step-reset'],
  audit: { target: (command) => `member:${command.username}` },
  effect: async (tx, { username }, { caches }) => {
    const member = await findMemberByUsername(tx, username);
    if (!member) return { ok: false, ...said('members.noSuch', { username }), status: 404 };
    const security = await readMemberSecurity(tx, member.id);
    if (!isTwoStepOn(security)) return { ok: false, ...said('twoStep.notOn', { username: member.username }), status: 409 };
    const holdUntil = await turnTwoStepOff(tx, security, Date.now());
    const ended = await revokeMemberSessions(tx, member.id);
    if (ended.length > 0) await announceLivePush(tx, { kind: 'kick', sessionIds: ended, reason: TWO_STEP_RESET_REASON });
    caches?.forget({ sessionIds: ended });
    const withdrawHoldUntil = new Date(holdUntil).toISOString();
    return {
      ok: true,
      ...said('twoStep.off', { username: member.username, sessions: countedPart(ended.length, 'session'), until: withdrawHoldUntil }),
      data: { username: member.username, sessionsEnded: ended.length, withdrawHoldUntil },
    };
  },
});
