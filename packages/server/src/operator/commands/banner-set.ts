import { eq } from 'drizzle-orm';
import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { slides } from '../../db/schema/index.js';
import { BANNER_FLAGS, bannerData, describeBanner } from '../banner-view.js';
import { ENABLED_FLAG, hasChanges, ID_POSITIONAL, putVersions } from '../command-fields.js';
import { defineCommand } from '../command-types.js';
import { said } from '../../i18n/console/console-translate.js';
import { storeOperatorImage } from '../operator-media.js';
import { windowAfter, windowProblem } from '../show-window.js';

export const bannerSet = defineCommand({
  name: 'banner-set',
  fields: ADMIN_INPUTS['banner-set'],
  group: 'content',
  summary: 'change, enable or disable a home banner, or when members see it',
  line: { positionals: [ID_POSITIONAL], flags: { ...BANNER_FLAGS, ...ENABLED_FLAG } },
  routes: ADMIN_ROUTES['banner-set'],
  audit: { target: (command) => `banner:${command.id}`, keepsResult: true },
  effect: async (tx, command, context) => {
    const { id, image: imageData, title, language, startsAt, endsAt, name: _name, ...rest } = command;
    if (!hasChanges({ ...rest, imageData, title, startsAt, endsAt })) return { ok: false, ...said('banners.nothingToChange', { id }) };
    const [existing] = await tx.select().from(slides).where(eq(slides.id, id));
    if (!existing) return { ok: false, ...said('banners.missing', { id }) };
    const window = windowAfter({ startsAt, endsAt }, existing);
    const problem = windowProblem(window, 'banner');
    if (problem !== null) return { ok: false, ...problem };
    const image = imageData === undefined ? undefined : await storeOperatorImage(context.dataDir, imageData);
    if (image && !image.ok) return image;
    const [row] = await tx
      .update(slides)
      .set({ ...rest, ...putVersions(existing, { title }, language), ...window, ...(image ? { image: image.path } : {}) })
      .where(eq(slides.id, id))
      .returning();
    if (!row) throw new Error('slides update returned nothing');
    return { ok: true, ...said('banners.changed', { banner: describeBanner(row) }), data: { banner: bannerData(row) } };
  },
});
