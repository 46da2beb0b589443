import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { writeLetter } from '../../modules/letter/write-letter.js';
import { findMemberByUsername } from '../../modules/member/member-store.js';
import { firstVersion } from '../command-fields.js';
import { defineCommand } from '../command-types.js';
import { countedPart, said } from '../../i18n/console/console-translate.js';
import { NOTICE_FLAGS } from '../notice-view.js';
import { memberCount } from './letter-reach.js';

/** A letter to one member, or to every member (one row they each read for themselves). */
export const letterSend = defineCommand({
  name: 'letter-send',
  fields: ADMIN_INPUTS['letter-send'],
  group: 'content',
  summary: 'a letter to one member, or to every member',
  line: { flags: { ...NOTICE_FLAGS, member: ['member', 'text', '<username>'] } },
  routes: ADMIN_ROUTES['letter-send'],
  audit: { target: (command) => (command.member === undefined ? 'everyone' : `member:${command.member}`), keepsResult: true },
  effect: async (tx, command) => {
    const member = command.member === undefined ? null : await findMemberByUsername(tx, command.member);
    if (command.member !== undefined && !member) return { ok: false, ...said('letters.noMember', { username: command.member }) };
    const id = await writeLetter(tx, {
      memberId: member?.id ?? null,
      title: firstVersion(command.title, command.language),
      content: firstVersion(command.content, command.language),
    });
    if (member) return { ok: true, ...said('letters.sentToMember', { id, username: member.username, memberId: member.id }), data: { id, memberId: member.id } };
    const reach = await memberCount(tx);
    return { ok: true, ...said('letters.sentToEveryone', { id, members: countedPart(reach, 'member') }), data: { id, memberId: null } };
  },
});
