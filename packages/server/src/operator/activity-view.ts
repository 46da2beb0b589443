import { activities } from '../db/schema/index.js';
import { saidPart, type Said } from '../i18n/console/console-translate.js';
import { describeText } from '../i18n/localized-text.js';
import { LANGUAGE_FLAG, onOff, SORT_FLAG } from './command-fields.js';
import { WINDOW_FLAGS, windowData, windowPart, windowProblem } from './show-window.js';

/** What the activity commands share: their flags and rules, and how an activity reads. */

export const ACTIVITY_FLAGS = {
  title: ['title', 'text', '<t>'],
  summary: ['summary', 'text', '<s>'],
  content: ['content', 'text', '<html>'],
  image: ['image', 'image'],
  ...WINDOW_FLAGS,
  ...SORT_FLAG,
  ...LANGUAGE_FLAG,
} as const;

type ActivityRow = typeof activities.$inferSelect;

export const describeActivity = (row: ActivityRow) =>
  saidPart('activities.describe', { id: row.id, title: describeText(row.title), window: windowPart(row), image: row.image, state: onOff(row.enabled), sort: row.sort });

/** An activity without its content (long HTML), which the list and the answers leave out. */
export const activityData = ({ content: _content, ...row }: ActivityRow) => ({
  ...row,
  ...windowData(row),
  createdAt: row.createdAt.toISOString(),
});

export function periodProblem(startsAt: Date | null, endsAt: Date | null): Said | null {
  return windowProblem({ startsAt, endsAt }, 'activity');
}
