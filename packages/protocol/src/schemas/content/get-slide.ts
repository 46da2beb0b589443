import { z } from 'zod/mini';
import { ZEmpty } from '../shared.js';

/** One home banner. */
export const ZSlide = z.object({
  id: z.int(),
  /** Shown over the image by the app; the image itself carries no text. */
  title: z.string(),
  /** A path on this server (`/media/banners/1.png`, `/uploads/…`); never another host. */
  image: z.string().check(z.regex(/^\/(?!\/)/)),
  /** An app route to open when the banner is tapped, or null. */
  link: z.nullable(z.string()),
});
export type TSlide = z.infer<typeof ZSlide>;

export const ZGetSlideRequest = ZEmpty;
/** The enabled banners in the operator's order. */
export const ZGetSlideResponse = z.object({ list: z.array(ZSlide) });
