import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../db/types.js';
import { slides } from '../db/schema/index.js';
import { describeText } from '../i18n/localized-text.js';
import { firstVersion, hasChanges, onOff, putVersions, ZAppLink, ZImageData, ZRecordId, ZSort, ZTextLanguage, ZTitle } from './command-fields.js';
import type { CommandContext, CommandOutcome } from './operator-commands.js';
import { storeOperatorImage } from './operator-media.js';

/** Home banners (the `slides` the app's carousel shows). A banner always has a picture of its own. */
export const ZBannerCommands = [
  z.strictObject({ name: z.literal('banners') }),
  z.strictObject({
    name: z.literal('banner-add'),
    title: ZTitle,
    language: ZTextLanguage,
    image: ZImageData,
    link: ZAppLink.nullable().optional(),
    sort: ZSort.optional(),
  }),
  z.strictObject({
    name: z.literal('banner-set'),
    id: ZRecordId,
    title: ZTitle.optional(),
    language: ZTextLanguage,
    image: ZImageData.optional(),
    link: ZAppLink.nullable().optional(),
    enabled: z.boolean().optional(),
    sort: ZSort.optional(),
  }),
] as const;
export type BannerCommand = z.infer<(typeof ZBannerCommands)[number]>;

type SlideRow = typeof slides.$inferSelect;

const describeBanner = (row: SlideRow) => `#${row.id}  ${describeText(row.title)}  ${row.image}  → ${row.link ?? 'no link'}  ${onOff(row.enabled)}  sort ${row.sort}`;
const bannerData = (row: SlideRow) => ({ ...row, createdAt: row.createdAt.toISOString() });

async function changeBanner(tx: Tx, command: Extract<BannerCommand, { name: 'banner-set' }>, context: CommandContext): Promise<CommandOutcome> {
  const { id, image: imageData, title, language, name: _name, ...rest } = command;
  if (!hasChanges({ ...rest, imageData, title })) return { ok: false, text: `Nothing to change for banner #${id}.` };
  const [existing] = await tx.select().from(slides).where(eq(slides.id, id));
  if (!existing) return { ok: false, text: `There is no banner #${id}; nothing was changed.` };
  const image = imageData === undefined ? undefined : await storeOperatorImage(context.dataDir, imageData);
  if (image && !image.ok) return image;
  const [row] = await tx
    .update(slides)
    .set({ ...rest, ...putVersions(existing, { title }, language), ...(image ? { image: image.path } : {}) })
    .where(eq(slides.id, id))
    .returning();
  if (!row) throw new Error('slides update returned nothing');
  return { ok: true, text: `Banner changed: ${describeBanner(row)}`, data: { banner: bannerData(row) } };
}

export async function runBannerCommand(tx: Tx, command: BannerCommand, context: CommandContext): Promise<CommandOutcome> {
  switch (command.name) {
    case 'banners': {
      const rows = await tx.select().from(slides).orderBy(asc(slides.sort), asc(slides.id));
      return { ok: true, text: rows.length === 0 ? 'There are no banners.' : rows.map(describeBanner).join('\n'), data: { banners: rows.map(bannerData) } };
    }
    case 'banner-add': {
      const image = await storeOperatorImage(context.dataDir, command.image);
      if (!image.ok) return image;
      const [row] = await tx
        .insert(slides)
        .values({ title: firstVersion(command.title, command.language), image: image.path, link: command.link ?? null, sort: command.sort ?? 0 })
        .returning();
      if (!row) throw new Error('slides insert returned nothing');
      return { ok: true, text: `Banner added: ${describeBanner(row)}`, data: { banner: bannerData(row) } };
    }
    case 'banner-set':
      return changeBanner(tx, command, context);
  }
}
