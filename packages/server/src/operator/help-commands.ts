import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../db/types.js';
import { explains } from '../db/schema/index.js';
import { ZLanguage } from '../i18n/localized-text.js';
import { ZHtml, ZSort, ZTitle } from './command-fields.js';
import type { CommandOutcome } from './operator-commands.js';

/** Help articles are explains of this type: one row per code and language, en-US the fallback. */
export const HELP_TYPE = 'help';

const ZHelpCode = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'a code of lowercase letters, digits, - and _ (at most 64), e.g. how_to_recharge');

export const ZHelpCommands = [
  z.strictObject({ name: z.literal('help') }),
  z.strictObject({ name: z.literal('help-set'), code: ZHelpCode, language: ZLanguage, title: ZTitle, content: ZHtml, sort: ZSort.optional() }),
  z.strictObject({ name: z.literal('help-remove'), code: ZHelpCode, language: ZLanguage.optional() }),
] as const;
export type HelpCommand = z.infer<(typeof ZHelpCommands)[number]>;

async function listHelp(tx: Tx): Promise<CommandOutcome> {
  const rows = await tx
    .select({ code: explains.code, language: explains.language, title: explains.title, sort: explains.sort })
    .from(explains)
    .where(eq(explains.type, HELP_TYPE))
    .orderBy(asc(explains.sort), asc(explains.code), asc(explains.language));
  if (rows.length === 0) return { ok: true, text: 'There are no help articles.', data: { articles: [] } };
  return { ok: true, text: rows.map((row) => `${row.code}  ${row.language}  sort ${row.sort}  ${row.title}`).join('\n'), data: { articles: rows } };
}

async function setHelp(tx: Tx, command: Extract<HelpCommand, { name: 'help-set' }>): Promise<CommandOutcome> {
  // A code names one document in every language: an agreement is never turned into a help article.
  const [other] = await tx.select({ type: explains.type }).from(explains).where(eq(explains.code, command.code)).limit(1);
  if (other && other.type !== HELP_TYPE) {
    return { ok: false, text: `"${command.code}" is not a help article (its type is ${other.type}); choose another code. Nothing was changed.` };
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
  const verb = before ? 'updated' : 'added';
  return { ok: true, text: `Help article "${command.code}" (${command.language}) ${verb}.`, data: { id: row.id, code: command.code, language: command.language } };
}

async function removeHelp(tx: Tx, command: Extract<HelpCommand, { name: 'help-remove' }>): Promise<CommandOutcome> {
  const which = and(
    eq(explains.code, command.code),
    eq(explains.type, HELP_TYPE),
    command.language === undefined ? undefined : eq(explains.language, command.language),
  );
  const removed = await tx.delete(explains).where(which).returning({ language: explains.language });
  const where = command.language === undefined ? '' : ` in ${command.language}`;
  if (removed.length === 0) return { ok: false, text: `There is no help article "${command.code}"${where}; nothing was removed.` };
  const languages = removed.map((row) => row.language).sort();
  return { ok: true, text: `Help article "${command.code}" removed (${languages.join(', ')}).`, data: { code: command.code, languages } };
}

export function runHelpCommand(tx: Tx, command: HelpCommand): Promise<CommandOutcome> {
  switch (command.name) {
    case 'help':
      return listHelp(tx);
    case 'help-set':
      return setHelp(tx, command);
    case 'help-remove':
      return removeHelp(tx, command);
  }
}
