import { eq } from 'drizzle-orm';
import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { notices } from '../../db/schema/index.js';
import { describeText } from '../../i18n/localized-text.js';
import { hasChanges, ID_POSITIONAL, putVersions } from '../command-fields.js';
import { defineCommand } from '../command-types.js';
import { said } from '../../i18n/console/console-translate.js';
import { NOTICE_FLAGS, noticeData } from '../notice-view.js';
import { WINDOW_FLAGS, windowAfter, windowProblem } from '../show-window.js';

/** Rewrites one language of a notice (a translation, a correction); its other languages stay. */
export const noticeSet = defineCommand({
  name: 'notice-set',
  fields: ADMIN_INPUTS['notice-set'],
  group: 'content',
  summary: 'rewrite, or translate, a notice, or change when members see it',
  line: { positionals: [ID_POSITIONAL], flags: { ...NOTICE_FLAGS, ...WINDOW_FLAGS } },
  routes: ADMIN_ROUTES['notice-set'],
  audit: { target: (command) => `notice:${command.id}` },
  effect: async (tx, { id, title, content, language, startsAt, endsAt }) => {
    if (!hasChanges({ title, content, startsAt, endsAt })) return { ok: false, ...said('notices.nothingToChange', { id }) };
    const [existing] = await tx.select().from(notices).where(eq(notices.id, id));
    if (!existing) return { ok: false, ...said('notices.missing', { id }) };
    const window = windowAfter({ startsAt, endsAt }, existing);
    const problem = windowProblem(window, 'notice');
    if (problem !== null) return { ok: false, ...problem };
    const [row] = await tx.update(notices).set({ ...putVersions(existing, { title, content }, language), ...window }).where(eq(notices.id, id)).returning();
    if (!row) throw new Error('notices update returned nothing');
    return { ok: true, ...said('notices.changed', { id: row.id, title: describeText(row.title) }), data: { notice: noticeData(row) } };
  },
});
