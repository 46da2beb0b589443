import { asc, desc } from 'drizzle-orm';
import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { activities as activitiesTable } from '../../db/schema/index.js';
import { activityData, describeActivity } from '../activity-view.js';
import { defineCommand } from '../command-types.js';
import { inEnglish } from '../../i18n/console/console-translate.js';

export const activities = defineCommand({
  name: 'activities',
  fields: ADMIN_INPUTS.activities,
  group: 'content',
  summary: 'every activity, enabled or not',
  line: {},
  routes: ADMIN_ROUTES.activities,
  audit: {},
  effect: async (tx) => {
    const rows = await tx.select().from(activitiesTable).orderBy(asc(activitiesTable.sort), desc(activitiesTable.id));
    return { ok: true, text: rows.length === 0 ? 'There are no activities.' : rows.map((row) => inEnglish(describeActivity(row))).join('\n'), data: { activities: rows.map(activityData) } };
  },
});
