import { eq } from 'drizzle-orm';
import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { notices } from '../../db/schema/index.js';
import { describeText } from '../../i18n/localized-text.js';
import { ID_POSITIONAL } from '../command-fields.js';
import { defineCommand } from '../command-types.js';
import { said } from '../../i18n/console/console-translate.js';

export const noticeRemove = defineCommand({
  name: 'notice-remove',
  fields: ADMIN_INPUTS['notice-remove'],
  group: 'content',
  summary: 'take a notice down',
  line: { positionals: [ID_POSITIONAL] },
  routes: ADMIN_ROUTES['notice-remove'],
  audit: { target: (command) => `notice:${command.id}`, keepsResult: true },
  effect: async (tx, { id }) => {
    const [row] = await tx.delete(notices).where(eq(notices.id, id)).returning({ id: notices.id, title: notices.title });
    if (!row) return { ok: false, ...said('notices.missingToRemove', { id }) };
    return { ok: true, ...said('notices.removed', { id: row.id, title: describeText(row.title) }), data: { id: row.id } };
  },
});
