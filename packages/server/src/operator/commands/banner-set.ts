import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { slides } from '../../db/schema/index.js';
import { BANNER_FLAGS, bannerData, describeBanner } from '../banner-record.js';
import { ENABLED_FLAG, hasChanges, ID_POSITIONAL, putVersions, ZAppLink, ZImageData, ZRecordId, ZSort, ZTextLanguage, ZTitle } from '../command-fields.js';
import { defineCommand } from '../command-types.js';
import { storeOperatorImage } from '../operator-media.js';
import { WINDOW_FIELDS, windowAfter, windowProblem } from '../show-window.js';

export const bannerSet = defineCommand({
  name: 'banner-set',
  fields: z.strictObject({
    id: ZRecordId,
    title: ZTitle.optional(),
    language: ZTextLanguage,
    image: ZImageData.optional(),
    link: ZAppLink.nullable().optional(),
    enabled: z.boolean().optional(),
    sort: ZSort.optional(),
    ...WINDOW_FIELDS,
  }),
  group: 'content',
  summary: 'change, enable or disable a home banner, or when members see it',
  line: { positionals: [ID_POSITIONAL], flags: { ...BANNER_FLAGS, ...ENABLED_FLAG } },
  routes: [{ method: 'PATCH', path: '/banners/:id', numbers: ['id'], body: 'fields', bodySize: 'image' }],
  audit: { target: (command) => `banner:${command.id}`, keepsResult: true },
  effect: async (tx, command, context) => {
    const { id, image: imageData, title, language, startsAt, endsAt, name: _name, ...rest } = command;
    if (!hasChanges({ ...rest, imageData, title, startsAt, endsAt })) return { ok: false, text: `Nothing to change for banner #${id}.` };
    const [existing] = await tx.select().from(slides).where(eq(slides.id, id));
    if (!existing) return { ok: false, text: `There is no banner #${id}; nothing was changed.` };
    const window = windowAfter({ startsAt, endsAt }, existing);
    const problem = windowProblem(window, 'banner');
    if (problem !== null) return { ok: false, text: problem };
    const image = imageData === undefined ? undefined : await storeOperatorImage(context.dataDir, imageData);
    if (image && !image.ok) return image;
    const [row] = await tx
      .update(slides)
      .set({ ...rest, ...putVersions(existing, { title }, language), ...window, ...(image ? { image: image.path } : {}) })
      .where(eq(slides.id, id))
      .returning();
    if (!row) throw new Error('slides update returned nothing');
    return { ok: true, text: `Banner changed: ${describeBanner(row)}`, data: { banner: bannerData(row) } };
  },
});
