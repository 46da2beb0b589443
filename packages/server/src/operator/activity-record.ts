import { z } from 'zod';
import { activities } from '../db/schema/index.js';
import { describeText } from '../i18n/localized-text.js';
import { LANGUAGE_FLAG, momentText, onOff, SORT_FLAG } from './command-fields.js';

/** What the activity commands share: their flags and rules, and how an activity reads. */

export const ZSummary = z.string().trim().min(1, 'a summary is required').max(500, 'at most 500 characters');

export const ACTIVITY_FLAGS = {
  title: ['title', 'text', '<t>'],
  summary: ['summary', 'text', '<s>'],
  content: ['content', 'text', '<html>'],
  image: ['image', 'image'],
  starts: ['startsAt', 'clearable', '<ISO time>'],
  ends: ['endsAt', 'clearable', '<ISO time>'],
  ...SORT_FLAG,
  ...LANGUAGE_FLAG,
} as const;

type ActivityRow = typeof activities.$inferSelect;

export const describeActivity = (row: ActivityRow) =>
  `#${row.id}  ${describeText(row.title)}  ${momentText(row.startsAt, 'any time')} → ${momentText(row.endsAt, 'no end')}  ${row.image}  ${onOff(row.enabled)}  sort ${row.sort}`;

/** An activity without its content (long HTML), which the list and the answers leave out. */
export const activityData = ({ content: _content, ...row }: ActivityRow) => ({
  ...row,
  startsAt: row.startsAt?.toISOString() ?? null,
  endsAt: row.endsAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

export function periodProblem(startsAt: Date | null, endsAt: Date | null): string | null {
  return startsAt !== null && endsAt !== null && endsAt <= startsAt ? 'The activity would end before it starts; nothing was changed.' : null;
}
