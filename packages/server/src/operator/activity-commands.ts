import { asc, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../db/types.js';
import { activities } from '../db/schema/index.js';
import { ACTIVITY_COVER_COUNT, activityCoverUrl } from '../static/activity-covers.js';
import { describeText } from '../i18n/localized-text.js';
import {
  firstVersion,
  hasChanges,
  momentDate,
  momentText,
  onOff,
  putVersions,
  ZHtml,
  ZImageData,
  ZMoment,
  ZRecordId,
  ZSort,
  ZTextLanguage,
  ZTitle,
} from './command-fields.js';
import type { CommandContext, CommandOutcome } from './operator-commands.js';
import { imageOrGenerated, pictureFor, storeOperatorImage } from './operator-media.js';

const ZSummary = z.string().trim().min(1, 'a summary is required').max(500, 'at most 500 characters');

export const ZActivityCommands = [
  z.strictObject({ name: z.literal('activities') }),
  z.strictObject({
    name: z.literal('activity-add'),
    language: ZTextLanguage,
    title: ZTitle,
    summary: ZSummary,
    content: ZHtml,
    image: ZImageData.optional(),
    startsAt: ZMoment.nullable().optional(),
    endsAt: ZMoment.nullable().optional(),
    sort: ZSort.optional(),
  }),
  z.strictObject({
    name: z.literal('activity-set'),
    id: ZRecordId,
    language: ZTextLanguage,
    title: ZTitle.optional(),
    summary: ZSummary.optional(),
    content: ZHtml.optional(),
    image: ZImageData.optional(),
    startsAt: ZMoment.nullable().optional(),
    endsAt: ZMoment.nullable().optional(),
    enabled: z.boolean().optional(),
    sort: ZSort.optional(),
  }),
] as const;
export type ActivityCommand = z.infer<(typeof ZActivityCommands)[number]>;

type ActivityRow = typeof activities.$inferSelect;

const describeActivity = (row: ActivityRow) =>
  `#${row.id}  ${describeText(row.title)}  ${momentText(row.startsAt, 'any time')} → ${momentText(row.endsAt, 'no end')}  ${row.image}  ${onOff(row.enabled)}  sort ${row.sort}`;

const activityData = ({ content: _content, ...row }: ActivityRow) => ({
  ...row,
  startsAt: row.startsAt?.toISOString() ?? null,
  endsAt: row.endsAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

function periodProblem(startsAt: Date | null, endsAt: Date | null): string | null {
  return startsAt !== null && endsAt !== null && endsAt <= startsAt ? 'The activity would end before it starts; nothing was changed.' : null;
}

type ActivitySet = Extract<ActivityCommand, { name: 'activity-set' }>;

async function changeActivity(tx: Tx, command: ActivitySet, context: CommandContext): Promise<CommandOutcome> {
  const { id, image: imageData, startsAt, endsAt, language, title, summary, content, name: _name, ...rest } = command;
  if (!hasChanges({ ...rest, imageData, startsAt, endsAt, title, summary, content })) {
    return { ok: false, text: `Nothing to change for activity #${id}.` };
  }
  const [existing] = await tx.select().from(activities).where(eq(activities.id, id));
  if (!existing) return { ok: false, text: `There is no activity #${id}; nothing was changed.` };
  const period = {
    startsAt: startsAt === undefined ? existing.startsAt : momentDate(startsAt),
    endsAt: endsAt === undefined ? existing.endsAt : momentDate(endsAt),
  };
  const badPeriod = periodProblem(period.startsAt, period.endsAt);
  if (badPeriod !== null) return { ok: false, text: badPeriod };
  const image = imageData === undefined ? undefined : await storeOperatorImage(context.dataDir, imageData);
  if (image && !image.ok) return image;
  const [row] = await tx
    .update(activities)
    .set({ ...rest, ...putVersions(existing, { title, summary, content }, language), ...period, ...(image ? { image: image.path } : {}) })
    .where(eq(activities.id, id))
    .returning();
  if (!row) throw new Error('activities update returned nothing');
  return { ok: true, text: `Activity changed: ${describeActivity(row)}`, data: { activity: activityData(row) } };
}

export async function runActivityCommand(tx: Tx, command: ActivityCommand, context: CommandContext): Promise<CommandOutcome> {
  switch (command.name) {
    case 'activities': {
      const rows = await tx.select().from(activities).orderBy(asc(activities.sort), desc(activities.id));
      return { ok: true, text: rows.length === 0 ? 'There are no activities.' : rows.map(describeActivity).join('\n'), data: { activities: rows.map(activityData) } };
    }
    case 'activity-add': {
      const period = { startsAt: momentDate(command.startsAt ?? null), endsAt: momentDate(command.endsAt ?? null) };
      const badPeriod = periodProblem(period.startsAt, period.endsAt);
      if (badPeriod !== null) return { ok: false, text: badPeriod };
      const image = await imageOrGenerated(context.dataDir, command.image, activityCoverUrl(pictureFor(command.title, ACTIVITY_COVER_COUNT)));
      const { language } = command;
      if (!image.ok) return image;
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
      return { ok: true, text: `Activity added: ${describeActivity(row)}`, data: { activity: activityData(row) } };
    }
    case 'activity-set':
      return changeActivity(tx, command, context);
  }
}
