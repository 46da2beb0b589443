import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { notices } from '../../db/schema/index.js';
import { firstVersion } from '../command-fields.js';
import { defineCommand } from '../command-types.js';
import { said } from '../../i18n/console/console-translate.js';
import { NOTICE_FLAGS } from '../notice-view.js';
import { WINDOW_FLAGS, windowAfter, windowProblem } from '../show-window.js';
import { sendPopup } from '../send-popup.js';

export const noticeAdd = defineCommand({
  name: 'notice-add',
  fields: ADMIN_INPUTS['notice-add'],
  group: 'content',
  summary: 'publish a notice (--popup: also pushed to everyone online), shown to members from --starts until --ends',
  line: { flags: { ...NOTICE_FLAGS, ...WINDOW_FLAGS, popup: ['popup', 'switch'] } },
  routes: ADMIN_ROUTES['notice-add'],
  audit: { keepsResult: true },
  effect: async (tx, { title, content, language, popup, ...given }) => {
    const window = windowAfter(given);
    // A popup goes to everyone online now: it cannot wait for a start, nor leave a notice that would.
    if (popup === true && (window.startsAt !== null || window.endsAt !== null)) return { ok: false, ...said('notices.popupWithDates') };
    if (popup === true) return sendPopup(tx, { title, content, language });
    const problem = windowProblem(window, 'notice');
    if (problem !== null) return { ok: false, ...problem };
    const [row] = await tx
      .insert(notices)
      .values({ title: firstVersion(title, language), content: firstVersion(content, language), ...window })
      .returning({ id: notices.id });
    if (!row) throw new Error('notices insert returned nothing');
    return { ok: true, ...said('notices.published', { id: row.id }), data: { id: row.id } };
  },
});
