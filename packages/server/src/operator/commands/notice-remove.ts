import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { notices } from '../../db/schema/index.js';
import { describeText } from '../../i18n/localized-text.js';
import { ID_POSITIONAL, ZRecordId } from '../command-fields.js';
import { defineCommand } from '../command-types.js';

export const noticeRemove = defineCommand({
  name: 'notice-remove',
  fields: z.strictObject({ id: ZRecordId }),
  group: 'content',
  summary: 'take a notice down',
  line: { positionals: [ID_POSITIONAL] },
  routes: [{ method: 'DELETE', path: '/notices/:id', numbers: ['id'] }],
  audit: { target: (command) => `notice:${command.id}`, keepsResult: true },
  effect: async (tx, { id }) => {
    const [row] = await tx.delete(notices).where(eq(notices.id, id)).returning({ id: notices.id, title: notices.title });
    if (!row) return { ok: false, text: `There is no notice #${id}; nothing was removed.` };
    return { ok: true, text: `Notice #${row.id} ("${describeText(row.title)}") removed.`, data: { id: row.id } };
  },
});
