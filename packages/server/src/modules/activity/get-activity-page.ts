import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { API, ZGetActivityPageRequest, ZGetActivityPageResponse } from '@meridian/protocol';
import { activities } from '../../db/schema/index.js';
import { defineCall } from '../../http/define-call.js';
import { toActivity } from './activity-view.js';

/** Enabled activities: ongoing first, then upcoming, then ended; the operator's order within each. */
export const getActivityPageCall = defineCall({
  path: API.common.getActivityPage,
  request: ZGetActivityPageRequest,
  response: ZGetActivityPageResponse,
  async handler({ deps, input, language }) {
    const nowMs = deps.clock.now();
    const now = new Date(nowMs);
    // Same rule as activityStatus: a missing start or end never holds an activity back.
    const stage = sql`case when ${activities.startsAt} > ${now} then 1 when ${activities.endsAt} <= ${now} then 2 else 0 end`;
    const enabled = eq(activities.enabled, true);
    const [rows, [counted]] = await Promise.all([
      deps.db
        .select()
        .from(activities)
        .where(enabled)
        .orderBy(stage, asc(activities.sort), desc(activities.createdAt), desc(activities.id))
        .limit(input.pageSize)
        .offset((input.page - 1) * input.pageSize),
      deps.db.select({ total: count() }).from(activities).where(enabled),
    ]);
    return {
      list: rows.map((row) => toActivity(row, nowMs, language)),
      total: counted?.total ?? 0,
      page: input.page,
      pageSize: input.pageSize,
    };
  },
});
