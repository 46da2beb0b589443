import { and, eq } from 'drizzle-orm';
import { API, CODE, ZGetActivityInfoRequest, ZGetActivityInfoResponse } from '@meridian/protocol';
import { activities } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { defineCall } from '../../http/define-call.js';
import { pickText } from '../../i18n/localized-text.js';
import { toActivity } from './activity-view.js';

/** One enabled activity with its text; a disabled one is answered as not found. */
export const getActivityInfoCall = defineCall({
  path: API.common.getActivityInfo,
  request: ZGetActivityInfoRequest,
  response: ZGetActivityInfoResponse,
  async handler({ deps, input, language }) {
    const [row] = await deps.db
      .select()
      .from(activities)
      .where(and(eq(activities.id, input.id), eq(activities.enabled, true)))
      .limit(1);
    if (!row) throw new AppError(CODE.NOT_FOUND, 'error.activityNotFound');
    return { ...toActivity(row, deps.clock.now(), language), content: pickText(row.content, language) };
  },
});
