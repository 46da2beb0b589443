import { asc, eq } from 'drizzle-orm';
import { API, ZGetSlideRequest, ZGetSlideResponse } from '@meridian/protocol';
import { slides } from '../../db/schema/index.js';
import { defineCall } from '../../http/define-call.js';

/** The home banners the operator has enabled, in their order. */
export const getSlideCall = defineCall({
  path: API.common.getSlide,
  request: ZGetSlideRequest,
  response: ZGetSlideResponse,
  async handler({ deps }) {
    const rows = await deps.db
      .select({ id: slides.id, title: slides.title, image: slides.image, link: slides.link })
      .from(slides)
      .where(eq(slides.enabled, true))
      .orderBy(asc(slides.sort), asc(slides.id));
    return { list: rows };
  },
});
