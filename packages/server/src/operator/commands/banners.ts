import { asc } from 'drizzle-orm';
import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { slides } from '../../db/schema/index.js';
import { bannerData, describeBanner } from '../banner-view.js';
import { defineCommand } from '../command-types.js';
import { inEnglish } from '../../i18n/console/console-translate.js';

export const banners = defineCommand({
  name: 'banners',
  fields: ADMIN_INPUTS.banners,
  group: 'content',
  summary: 'the home banners',
  line: {},
  routes: ADMIN_ROUTES.banners,
  audit: {},
  effect: async (tx) => {
    const rows = await tx.select().from(slides).orderBy(asc(slides.sort), asc(slides.id));
    return { ok: true, text: rows.length === 0 ? 'There are no banners.' : rows.map((row) => inEnglish(describeBanner(row))).join('\n'), data: { banners: rows.map(bannerData) } };
  },
});
