import type { AppLanguage, TActivity, TActivityStatus } from '@meridian/protocol';
import type { activities } from '../../db/schema/index.js';
import { pickText } from '../../i18n/localized-text.js';

type ActivityRow = typeof activities.$inferSelect;

export function activityStatus(row: Pick<ActivityRow, 'startsAt' | 'endsAt'>, nowMs: number): TActivityStatus {
  if (row.startsAt && row.startsAt.getTime() > nowMs) return 'upcoming';
  if (row.endsAt && row.endsAt.getTime() <= nowMs) return 'ended';
  return 'ongoing';
}

/** An activity as a member reading `language` sees it in a list (its content is asked for on its own). */
export function toActivity(row: ActivityRow, nowMs: number, language: AppLanguage): TActivity {
  return {
    id: row.id,
    title: pickText(row.title, language),
    summary: pickText(row.summary, language),
    image: row.image,
    startsAt: row.startsAt?.getTime() ?? null,
    endsAt: row.endsAt?.getTime() ?? null,
    status: activityStatus(row, nowMs),
    createdAt: row.createdAt.getTime(),
  };
}
