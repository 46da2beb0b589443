import { z } from 'zod';
import { notices } from '../../db/schema/index.js';
import { firstVersion, ZHtml, ZTextLanguage, ZTitle } from '../command-fields.js';
import { defineCommand } from '../command-types.js';
import { NOTICE_FLAGS } from '../notice-record.js';
import { sendPopup } from '../send-popup.js';

export const noticeAdd = defineCommand({
  name: 'notice-add',
  fields: z.strictObject({ title: ZTitle, content: ZHtml, language: ZTextLanguage, popup: z.boolean().optional() }),
  group: 'content',
  summary: 'publish a notice (--popup: also pushed to everyone online)',
  line: { flags: { ...NOTICE_FLAGS, popup: ['popup', 'switch'] } },
  routes: [{ method: 'POST', path: '/notices', body: 'fields', bodySize: 'content' }],
  audit: { keepsResult: true },
  effect: async (tx, { title, content, language, popup }) => {
    if (popup === true) return sendPopup(tx, { title, content, language });
    const [row] = await tx
      .insert(notices)
      .values({ title: firstVersion(title, language), content: firstVersion(content, language) })
      .returning({ id: notices.id });
    if (!row) throw new Error('notices insert returned nothing');
    return { ok: true, text: `Notice #${row.id} published.`, data: { id: row.id } };
  },
});
