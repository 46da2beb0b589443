import { and, eq, sql } from 'drizzle-orm';
import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { explains } from '../../db/schema/index.js';
import { SORT_FLAG } from '../command-fields.js';
import { defineCommand } from '../command-types.js';
import { said } from '../../i18n/console/console-translate.js';
import { HELP_TYPE } from '../help-articles.js';

export const helpSet = defineCommand({
  name: 'help-set',
  fields: ADMIN_INPUTS['help-set'],
  group: 'content',
  summary: 'add or replace one language of an article',
  line: {
    flags: { code: ['code', 'text'], language: ['language', 'text', '<lang>'], title: ['title', 'text', '<t>'], content: ['content', 'text', '<html>'], ...SORT_FLAG },
  },
  routes: ADMIN_ROUTES['help-set'],
  audit: { target: (command) => `help:${command.code}`, keepsResult: true },
  effect: async (tx, command) => {
    // A code names one document in every language: an agreement is never turned into a help article.
    const [other] = await tx.select({ type: explains.type }).from(explains).where(eq(explains.code, command.code)).limit(1);
    if (other && other.type !== HELP_TYPE) {
      return { ok: false, ...said('help.notHelp', { code: command.code, type: other.type }) };
    }
    const [before] = await tx
      .select({ id: explains.id })
      .from(explains)
      .where(and(eq(explains.code, command.code), eq(explains.language, command.language)));
    const values = { code: command.code, type: HELP_TYPE, language: command.language, title: command.title, content: command.content, sort: command.sort ?? 0 };
    const [row] = await tx
      .insert(explains)
      .values(values)
      .onConflictDoUpdate({
        target: [explains.code, explains.language],
        set: { title: values.title, content: values.content, updatedAt: sql`now()`, ...(command.sort === undefined ? {} : { sort: command.sort }) },
      })
      .returning({ id: explains.id });
    if (!row) throw new Error('explains upsert returned nothing');
    return { ok: true, ...said(before ? 'help.updated' : 'help.added', { code: command.code, language: command.language }), data: { id: row.id, code: command.code, language: command.language } };
  },
});
