import { desc } from 'drizzle-orm';
import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { notices as noticesTable } from '../../db/schema/index.js';
import { describeText } from '../../i18n/localized-text.js';
import { DEFAULT_LIMIT } from '../command-fields.js';
import { defineCommand } from '../command-types.js';
import { inEnglish } from '../../i18n/console/console-translate.js';
import { noticeData } from '../notice-view.js';
import { windowPart } from '../show-window.js';

export const notices = defineCommand({
  name: 'notices',
  fields: ADMIN_INPUTS.notices,
  group: 'content',
  summary: 'the newest notices',
  line: { flags: { limit: ['limit', 'int'] }, fixed: { limit: DEFAULT_LIMIT } },
  routes: ADMIN_ROUTES.notices,
  audit: {},
  effect: async (tx, { limit }) => {
    const rows = await tx.select().from(noticesTable).orderBy(desc(noticesTable.createdAt), desc(noticesTable.id)).limit(limit);
    const data = { notices: rows.map(noticeData) };
    if (rows.length === 0) return { ok: true, text: 'There are no notices.', data };
    return { ok: true, text: rows.map((row) => `#${row.id}  ${row.createdAt.toISOString()}  ${row.popup ? 'popup  ' : ''}${describeText(row.title)}  shown ${inEnglish(windowPart(row))}`).join('\n'), data };
  },
});
