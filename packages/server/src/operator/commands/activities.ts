import { asc, desc } from 'drizzle-orm';
import { z } from 'zod';
import { activities as activitiesTable } from '../../db/schema/index.js';
import { activityData, describeActivity } from '../activity-record.js';
import { defineCommand } from '../command-types.js';

export const activities = defineCommand({
  name: 'activities',
  fields: z.strictObject({}),
  group: 'content',
  summary: 'every activity, enabled or not',
  line: {},
  routes: [{ method: 'GET', path: '/activities' }],
  audit: {},
  effect: async (tx) => {
    const rows = await tx.select().from(activitiesTable).orderBy(asc(activitiesTable.sort), desc(activitiesTable.id));
    return { ok: true, text: rows.length === 0 ? 'There are no activities.' : rows.map(describeActivity).join('\n'), data: { activities: rows.map(activityData) } };
  },
});
