import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { LANGUAGE_FLAG } from '../command-fields.js';
import { defineCommand } from '../command-types.js';
import { sendPopup } from '../send-popup.js';

export const popup = defineCommand({
  name: 'popup',
  fields: ADMIN_INPUTS.popup,
  group: 'platform',
  summary: "a notice popup to everyone online (also kept as a notice in that language), or to one member's devices only",
  line: { flags: { title: ['title', 'text'], content: ['content', 'text', '<html>'], member: ['member', 'text', '<username>'], ...LANGUAGE_FLAG } },
  routes: ADMIN_ROUTES.popup,
  audit: { target: (command) => (command.member === undefined ? 'everyone' : `member:${command.member}`) },
  effect: (tx, command) => sendPopup(tx, command),
});
