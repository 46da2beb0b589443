import { eq } from 'drizzle-orm';
import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { members } from '../../db/schema/index.js';
import { findMemberByUsername } from '../../modules/member/member-store.js';
import { defineCommand } from '../command-types.js';
import { said } from '../../i18n/console/console-translate.js';

/**
 * Clears a member's pay password, for one who has forgotten it and proved who they are to support:
 * they set a new one in the app as the first time (nothing can be paid or withdrawn until then).
 */
export const payPasswordReset = defineCommand({
  name: 'pay-password-reset',
  fields: ADMIN_INPUTS['pay-password-reset'],
  group: 'platform',
  summary: "clear a member's pay password; they set a new one in the app",
  line: { positionals: [{ field: 'username', label: 'username' }] },
  routes: ADMIN_ROUTES['pay-password-reset'],
  audit: { target: (command) => `member:${command.username}` },
  effect: async (tx, { username }) => {
    const member = await findMemberByUsername(tx, username);
    if (!member) return { ok: false, ...said('members.noSuch', { username }), status: 404 };
    await tx.update(members).set({ payPasswordHash: null }).where(eq(members.id, member.id));
    return { ok: true, ...said('payPassword.cleared', { username: member.username }), data: { username: member.username } };
  },
});
