import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { slides } from '../../db/schema/index.js';
import { BANNER_FLAGS, bannerData, describeBanner } from '../banner-view.js';
import { firstVersion } from '../command-fields.js';
import { defineCommand } from '../command-types.js';
import { said } from '../../i18n/console/console-translate.js';
import { storeOperatorImage } from '../operator-media.js';
import { windowAfter, windowProblem } from '../show-window.js';

/** A banner always has a picture of its own. */
export const bannerAdd = defineCommand({
  name: 'banner-add',
  fields: ADMIN_INPUTS['banner-add'],
  group: 'content',
  summary: 'add a home banner, shown from --starts until --ends; a tap opens its link',
  line: { flags: BANNER_FLAGS },
  routes: ADMIN_ROUTES['banner-add'],
  audit: { keepsResult: true },
  effect: async (tx, command, context) => {
    const window = windowAfter(command);
    const problem = windowProblem(window, 'banner');
    if (problem !== null) return { ok: false, ...problem };
    const image = await storeOperatorImage(context.dataDir, command.image);
    if (!image.ok) return image;
    const [row] = await tx
      .insert(slides)
      .values({ title: firstVersion(command.title, command.language), image: image.path, link: command.link ?? null, sort: command.sort ?? 0, ...window })
      .returning();
    if (!row) throw new Error('slides insert returned nothing');
    return { ok: true, ...said('banners.added', { banner: describeBanner(row) }), data: { banner: bannerData(row) } };
  },
});
