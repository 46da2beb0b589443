import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { activities } from '../../db/schema/index.js';
import { ACTIVITY_COVER_COUNT, activityCoverUrl } from '../../static/activity-covers.js';
import { ACTIVITY_FLAGS, activityData, describeActivity, periodProblem } from '../activity-view.js';
import { firstVersion, momentDate } from '../command-fields.js';
import { defineCommand } from '../command-types.js';
import { said } from '../../i18n/console/console-translate.js';
import { imageOrGenerated, pictureFor } from '../operator-media.js';

/** An activity without a cover of its own gets one of the server's generated ones, chosen by its title. */
export const activityAdd = defineCommand({
  name: 'activity-add',
  fields: ADMIN_INPUTS['activity-add'],
  group: 'content',
  summary: 'publish an activity',
  line: { flags: ACTIVITY_FLAGS },
  routes: ADMIN_ROUTES['activity-add'],
  audit: { keepsResult: true },
  effect: async (tx, command, context) => {
    const period = { startsAt: momentDate(command.startsAt ?? null), endsAt: momentDate(command.endsAt ?? null) };
    const badPeriod = periodProblem(period.startsAt, period.endsAt);
    if (badPeriod !== null) return { ok: false, ...badPeriod };
    const image = await imageOrGenerated(context.dataDir, command.image, activityCoverUrl(pictureFor(command.title, ACTIVITY_COVER_COUNT)));
    if (!image.ok) return image;
    const { language } = command;
    const [row] = await tx
      .insert(activities)
      .values({
        title: firstVersion(command.title, language),
        summary: firstVersion(command.summary, language),
        content: firstVersion(command.content, language),
        image: image.path,
        ...period,
        sort: command.sort ?? 0,
      })
      .returning();
    if (!row) throw new Error('activities insert returned nothing');
    return { ok: true, ...said('activities.added', { activity: describeActivity(row) }), data: { activity: activityData(row) } };
  },
});
