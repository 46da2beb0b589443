import { z } from 'zod';
import { letters } from '../../db/schema/index.js';
import { announceLetter } from '../../modules/letter/announce-letter.js';
import { findMemberByUsername } from '../../modules/member/member-record.js';
import { firstVersion, ZHtml, ZTextLanguage, ZTitle, ZUsername } from '../command-fields.js';
import { defineCommand } from '../command-types.js';
import { NOTICE_FLAGS } from '../notice-record.js';
import { counted } from '../counted.js';
import { memberCount } from './letter-reach.js';

/** A letter to one member, or to every member (one row they each read for themselves). */
export const letterSend = defineCommand({
  name: 'letter-send',
  fields: z.strictObject({ title: ZTitle, content: ZHtml, language: ZTextLanguage, member: ZUsername.optional() }),
  group: 'content',
  summary: 'a letter to one member, or to every member',
  line: { flags: { ...NOTICE_FLAGS, member: ['member', 'text', '<username>'] } },
  routes: [{ method: 'POST', path: '/letters', body: 'fields', bodySize: 'content' }],
  audit: { target: (command) => (command.member === undefined ? 'everyone' : `member:${command.member}`), keepsResult: true },
  effect: async (tx, command) => {
    const member = command.member === undefined ? null : await findMemberByUsername(tx, command.member);
    if (command.member !== undefined && !member) return { ok: false, text: `No member is named "${command.member}"; no letter was sent.` };
    const [row] = await tx
      .insert(letters)
      .values({ memberId: member?.id ?? null, title: firstVersion(command.title, command.language), content: firstVersion(command.content, command.language) })
      .returning({ id: letters.id });
    if (!row) throw new Error('letters insert returned nothing');
    await announceLetter(tx, { id: row.id, memberId: member?.id ?? null });
    if (member) return { ok: true, text: `Letter #${row.id} sent to ${member.username} (member #${member.id}).`, data: { id: row.id, memberId: member.id } };
    const reach = await memberCount(tx);
    return { ok: true, text: `Letter #${row.id} sent to every member (${counted(reach, 'member')}).`, data: { id: row.id, memberId: null } };
  },
});
