import { and, asc, eq } from 'drizzle-orm';
import { API, ZGetSlideRequest, ZGetSlideResponse, type AppLanguage, type TSlide } from '@meridian/protocol';
import type { Db } from '../../db/types.js';
import { slides } from '../../db/schema/index.js';
import { defineCall } from '../../http/define-call.js';
import { pickText } from '../../i18n/localized-text.js';
import { shownAt } from './shown-now.js';

/** The home banners the operator has enabled and whose dates include `nowMs`, in their order, titled in `language`. */
export async function listSlides(db: Db, language: AppLanguage, nowMs: number): Promise<TSlide[]> {
  const rows = await db
    .select({ id: slides.id, title: slides.title, image: slides.image, link: slides.link })
    .from(slides)
    .where(and(eq(slides.enabled, true), shownAt(slides.startsAt, slides.endsAt, new Date(nowMs))))
    .orderBy(asc(slides.sort), asc(slides.id));
  return rows.map((row) => ({ ...row, title: pickText(row.title, language) }));
}

/** The home banners, for the member's language; the web app's first paint has them too (static/web-app.ts). */
export const getSlideCall = defineCall({
  path: API.common.getSlide,
  request: ZGetSlideRequest,
  response: ZGetSlideResponse,
  async handler({ deps, language }) {
    return { list: await listSlides(deps.db, language, deps.clock.now()) };
  },
});
