import type { TActivity, TActivityStatus } from '@meridian/protocol';
import type { activities } from '../../db/schema/index.js';

type ActivityRow = typeof activities.$inferSelect;

export function activityStatus(row: Pick<ActivityRow, 'startsAt' | 'endsAt'>, nowMs: number): TActivityStatus {
  if (row.startsAt && row.startsAt.getTime() > nowMs) return 'upcoming';
  if (row.endsAt && row.endsAt.getTime() <= nowMs) return 'ended';
  return 'ongoing';
}

export function toActivity(row: ActivityRow, nowMs: number): TActivity {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    image: row.image,
    startsAt: row.startsAt?.getTime() ?? null,
    endsAt: row.endsAt?.getTime() ?? null,
    status: activityStatus(row, nowMs),
    createdAt: row.createdAt.getTime(),
  };
}
