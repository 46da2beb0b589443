import { z } from 'zod';
import { ZSlide } from '../schemas/content/get-slide.js';

/**
 * The first paint of the member app (issue 21) is HTML the web build renders, which the server
 * completes on each request with the public content that changes at run time: the home banners.
 * The build leaves the marker where the server writes a JSON script of that id; the page's inline
 * script draws the first banner from it before any module runs, and the app starts with it.
 */
export const FIRST_PAINT_DATA_MARKER = '<!--first-paint-data-->';
export const FIRST_PAINT_DATA_ID = 'first-paint-data';

export const ZFirstPaintData = z.object({ slides: z.array(ZSlide) });
export type TFirstPaintData = z.infer<typeof ZFirstPaintData>;
