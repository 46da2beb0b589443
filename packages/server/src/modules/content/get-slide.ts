import { asc, eq } from 'drizzle-orm';
import { API, ZGetSlideRequest, ZGetSlideResponse } from '@meridian/protocol';
import { slides } from '../../db/schema/index.js';
import { defineCall } from '../../http/define-call.js';
import { pickText } from '../../i18n/localized-text.js';

/** The home banners the operator has enabled, in their order, titled in the member's language. */
export const getSlideCall = defineCall({
  path: API.common.getSlide,
  request: ZGetSlideRequest,
  response: ZGetSlideResponse,
  async handler({ deps, language }) {
    const rows = await deps.db
      .select({ id: slides.id, title: slides.title, image: slides.image, link: slides.link })
      .from(slides)
      .where(eq(slides.enabled, true))
      .orderBy(asc(slides.sort), asc(slides.id));
    return { list: rows.map((row) => ({ ...row, title: pickText(row.title, language) })) };
  },
});
