import { eq } from 'drizzle-orm';
import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { activities } from '../../db/schema/index.js';
import { ACTIVITY_FLAGS, activityData, describeActivity, periodProblem } from '../activity-view.js';
import { ENABLED_FLAG, hasChanges, ID_POSITIONAL, momentDate, putVersions } from '../command-fields.js';
import { defineCommand } from '../command-types.js';
import { said } from '../../i18n/console/console-translate.js';
import { storeOperatorImage } from '../operator-media.js';

/** Texts change in the language given; the period is checked as it will be after the change. */
export const activitySet = defineCommand({
  name: 'activity-set',
  fields: ADMIN_INPUTS['activity-set'],
  group: 'content',
  summary: 'change, enable or disable an activity',
  line: { positionals: [ID_POSITIONAL], flags: { ...ACTIVITY_FLAGS, ...ENABLED_FLAG } },
  routes: ADMIN_ROUTES['activity-set'],
  audit: { target: (command) => `activity:${command.id}`, keepsResult: true },
  effect: async (tx, command, context) => {
    const { id, image: imageData, startsAt, endsAt, language, title, summary, content, name: _name, ...rest } = command;
    if (!hasChanges({ ...rest, imageData, startsAt, endsAt, title, summary, content })) {
      return { ok: false, ...said('activities.nothingToChange', { id }) };
    }
    const [existing] = await tx.select().from(activities).where(eq(activities.id, id));
    if (!existing) return { ok: false, ...said('activities.missing', { id }) };
    const period = {
      startsAt: startsAt === undefined ? existing.startsAt : momentDate(startsAt),
      endsAt: endsAt === undefined ? existing.endsAt : momentDate(endsAt),
    };
    const badPeriod = periodProblem(period.startsAt, period.endsAt);
    if (badPeriod !== null) return { ok: false, ...badPeriod };
    const image = imageData === undefined ? undefined : await storeOperatorImage(context.dataDir, imageData);
    if (image && !image.ok) return image;
    const [row] = await tx
      .update(activities)
      .set({ ...rest, ...putVersions(existing, { title, summary, content }, language), ...period, ...(image ? { image: image.path } : {}) })
      .where(eq(activities.id, id))
      .returning();
    if (!row) throw new Error('activities update returned nothing');
    return { ok: true, ...said('activities.changed', { activity: describeActivity(row) }), data: { activity: activityData(row) } };
  },
});
