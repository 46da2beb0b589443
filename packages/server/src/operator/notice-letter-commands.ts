import { count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../db/types.js';
import { letters, members, notices } from '../db/schema/index.js';
import { findMemberByUsername } from '../modules/member/member-record.js';
import { describeText } from '../i18n/localized-text.js';
import { firstVersion, hasChanges, putVersions, ZHtml, ZRecordId, ZTextLanguage, ZTitle } from './command-fields.js';
import type { CommandOutcome } from './operator-commands.js';
import { sendPopup } from './send-popup.js';

export const ZNoticeLetterCommands = [
  z.strictObject({ name: z.literal('notices'), limit: z.number().int().min(1).max(500) }),
  z.strictObject({ name: z.literal('notice-add'), title: ZTitle, content: ZHtml, language: ZTextLanguage, popup: z.boolean().optional() }),
  z.strictObject({ name: z.literal('notice-set'), id: ZRecordId, title: ZTitle.optional(), content: ZHtml.optional(), language: ZTextLanguage }),
  z.strictObject({ name: z.literal('notice-remove'), id: ZRecordId }),
  z.strictObject({
    name: z.literal('letter-send'),
    title: ZTitle,
    content: ZHtml,
    language: ZTextLanguage,
    member: z.string().trim().min(1).max(100).optional(),
  }),
] as const;
export type NoticeLetterCommand = z.infer<(typeof ZNoticeLetterCommands)[number]>;

async function listNotices(tx: Tx, limit: number): Promise<CommandOutcome> {
  const rows = await tx.select().from(notices).orderBy(desc(notices.createdAt), desc(notices.id)).limit(limit);
  const data = { notices: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
  if (rows.length === 0) return { ok: true, text: 'There are no notices.', data };
  return { ok: true, text: data.notices.map((row) => `#${row.id}  ${row.createdAt}  ${row.popup ? 'popup  ' : ''}${describeText(row.title)}`).join('\n'), data };
}

/** Rewrites one language of a notice (a translation, a correction); its other languages stay. */
async function changeNotice(tx: Tx, command: Extract<NoticeLetterCommand, { name: 'notice-set' }>): Promise<CommandOutcome> {
  const { id, title, content, language } = command;
  if (!hasChanges({ title, content })) return { ok: false, text: `Nothing to change for notice #${id}: give --title or --content.` };
  const [existing] = await tx.select().from(notices).where(eq(notices.id, id));
  if (!existing) return { ok: false, text: `There is no notice #${id}; nothing was changed.` };
  const [row] = await tx.update(notices).set(putVersions(existing, { title, content }, language)).where(eq(notices.id, id)).returning();
  if (!row) throw new Error('notices update returned nothing');
  return { ok: true, text: `Notice #${row.id} changed: ${describeText(row.title)}`, data: { notice: { ...row, createdAt: row.createdAt.toISOString() } } };
}

/** A letter to one member, or to every member (one row they each read for themselves). */
async function sendLetter(tx: Tx, command: Extract<NoticeLetterCommand, { name: 'letter-send' }>): Promise<CommandOutcome> {
  const member = command.member === undefined ? null : await findMemberByUsername(tx, command.member);
  if (command.member !== undefined && !member) return { ok: false, text: `No member is named "${command.member}"; no letter was sent.` };
  const [row] = await tx
    .insert(letters)
    .values({ memberId: member?.id ?? null, title: firstVersion(command.title, command.language), content: firstVersion(command.content, command.language) })
    .returning({ id: letters.id });
  if (!row) throw new Error('letters insert returned nothing');
  if (member) return { ok: true, text: `Letter #${row.id} sent to ${member.username} (member #${member.id}).`, data: { id: row.id, memberId: member.id } };
  const [everyone] = await tx.select({ value: count() }).from(members);
  const reach = everyone?.value ?? 0;
  return { ok: true, text: `Letter #${row.id} sent to every member (${reach} members).`, data: { id: row.id, memberId: null } };
}

export async function runNoticeLetterCommand(tx: Tx, command: NoticeLetterCommand): Promise<CommandOutcome> {
  switch (command.name) {
    case 'notices':
      return listNotices(tx, command.limit);
    case 'notice-add': {
      const { title, content, language } = command;
      if (command.popup === true) return sendPopup(tx, { title, content, language });
      const [row] = await tx
        .insert(notices)
        .values({ title: firstVersion(title, language), content: firstVersion(content, language) })
        .returning({ id: notices.id });
      if (!row) throw new Error('notices insert returned nothing');
      return { ok: true, text: `Notice #${row.id} published.`, data: { id: row.id } };
    }
    case 'notice-set':
      return changeNotice(tx, command);
    case 'notice-remove': {
      const [row] = await tx.delete(notices).where(eq(notices.id, command.id)).returning({ id: notices.id, title: notices.title });
      if (!row) return { ok: false, text: `There is no notice #${command.id}; nothing was removed.` };
      return { ok: true, text: `Notice #${row.id} ("${describeText(row.title)}") removed.`, data: { id: row.id } };
    }
    case 'letter-send':
      return sendLetter(tx, command);
  }
}
