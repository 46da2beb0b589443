import { z } from 'zod';
import { notices } from '../../db/schema/index.js';
import { firstVersion, ZHtml, ZTextLanguage, ZTitle } from '../command-fields.js';
import { defineCommand } from '../command-types.js';
import { NOTICE_FLAGS } from '../notice-record.js';
import { WINDOW_FIELDS, WINDOW_FLAGS, windowAfter, windowProblem } from '../show-window.js';
import { sendPopup } from '../send-popup.js';

export const noticeAdd = defineCommand({
  name: 'notice-add',
  fields: z.strictObject({ title: ZTitle, content: ZHtml, language: ZTextLanguage, popup: z.boolean().optional(), ...WINDOW_FIELDS }),
  group: 'content',
  summary: 'publish a notice (--popup: also pushed to everyone online), shown to members from --starts until --ends',
  line: { flags: { ...NOTICE_FLAGS, ...WINDOW_FLAGS, popup: ['popup', 'switch'] } },
  routes: [{ method: 'POST', path: '/notices', body: 'fields', bodySize: 'content' }],
  audit: { keepsResult: true },
  effect: async (tx, { title, content, language, popup, ...given }) => {
    const window = windowAfter(given);
    // A popup goes to everyone online now: it cannot wait for a start, nor leave a notice that would.
    if (popup === true && (window.startsAt !== null || window.endsAt !== null)) return { ok: false, text: 'A popup is pushed at once: publish it without dates, or publish a notice with dates and no popup.' };
    if (popup === true) return sendPopup(tx, { title, content, language });
    const problem = windowProblem(window, 'notice');
    if (problem !== null) return { ok: false, text: problem };
    const [row] = await tx
      .insert(notices)
      .values({ title: firstVersion(title, language), content: firstVersion(content, language), ...window })
      .returning({ id: notices.id });
    if (!row) throw new Error('notices insert returned nothing');
    return { ok: true, text: `Notice #${row.id} published.`, data: { id: row.id } };
  },
});
