import { and, eq } from 'drizzle-orm';
import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { explains } from '../../db/schema/index.js';
import { defineCommand } from '../command-types.js';
import { said, saidPart } from '../../i18n/console/console-translate.js';
import { HELP_TYPE } from '../help-articles.js';

export const helpRemove = defineCommand({
  name: 'help-remove',
  fields: ADMIN_INPUTS['help-remove'],
  group: 'content',
  summary: 'remove an article (every language unless one is named)',
  line: { flags: { code: ['code', 'text'], language: ['language', 'text', '<lang>'] } },
  routes: ADMIN_ROUTES['help-remove'],
  audit: { target: (command) => `help:${command.code}`, keepsResult: true },
  effect: async (tx, { code, language }) => {
    const which = and(eq(explains.code, code), eq(explains.type, HELP_TYPE), language === undefined ? undefined : eq(explains.language, language));
    const removed = await tx.delete(explains).where(which).returning({ language: explains.language });
    const where = language === undefined ? '' : saidPart('help.inLanguage', { language });
    if (removed.length === 0) return { ok: false, ...said('help.missing', { code, where }) };
    const languages = removed.map((row) => row.language).sort();
    return { ok: true, ...said('help.removed', { code, languages }), data: { code, languages } };
  },
});
