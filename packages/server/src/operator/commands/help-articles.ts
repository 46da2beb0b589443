import { asc, eq } from 'drizzle-orm';
import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { explains } from '../../db/schema/index.js';
import { defineCommand } from '../command-types.js';
import { HELP_TYPE } from '../help-articles.js';

/** Named `help-articles`, not `help`: `npm run operator -- help` shows the commands (parse-command.ts). */
export const helpArticles = defineCommand({
  name: 'help-articles',
  fields: ADMIN_INPUTS['help-articles'],
  group: 'content',
  summary: 'help articles by code and language',
  line: {},
  routes: ADMIN_ROUTES['help-articles'],
  audit: {},
  effect: async (tx) => {
    const rows = await tx
      .select({ code: explains.code, language: explains.language, title: explains.title, sort: explains.sort })
      .from(explains)
      .where(eq(explains.type, HELP_TYPE))
      .orderBy(asc(explains.sort), asc(explains.code), asc(explains.language));
    if (rows.length === 0) return { ok: true, text: 'There are no help articles.', data: { articles: [] } };
    return { ok: true, text: rows.map((row) => `${row.code}  ${row.language}  sort ${row.sort}  ${row.title}`).join('\n'), data: { articles: rows } };
  },
});
