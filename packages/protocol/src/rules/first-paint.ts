import { z } from 'zod/mini';
import { ZSlide } from '../schemas/content/get-slide.js';
import { ZGetSingleNowPriceResponse } from '../schemas/market/get-single-now-price.js';
import { ZQuoteTexts } from './quote-texts.js';

/**
 * The first paint of the member app (issue 21) is HTML the web build renders, which the server
 * completes on each request with the public content that changes at run time: the home banners
 * and each pair's quote. The build leaves the marker where the server writes a JSON script of that
 * id; the page's inline script draws the first banner, or the K-line header of the pair asked for,
 * from it before any module runs, and the app starts with it.
 */
export const FIRST_PAINT_DATA_MARKER = '<!--first-paint-data-->';
export const FIRST_PAINT_DATA_ID = 'first-paint-data';

/**
 * A quote older than this by the device's clock is not shown: the page came from the offline copy
 * the service worker keeps (or the clock is far off), and the app asks for a fresh one instead.
 */
export const FIRST_PAINT_QUOTE_MAX_AGE_MS = 60_000;

/** One pair's quote as the K-line header's call answers it, and the texts its header shows. */
export const ZFirstPaintQuote = z.object({ quote: ZGetSingleNowPriceResponse, texts: ZQuoteTexts });
export type TFirstPaintQuote = z.infer<typeof ZFirstPaintQuote>;

export const ZFirstPaintData = z.object({
  slides: z.array(ZSlide),
  /** Traded pairs whose quote is fresh, by pair name (`BTC/USDT`). */
  quotes: z.record(z.string(), ZFirstPaintQuote),
  /** The server's clock when it wrote the page (epoch ms). */
  servedAt: z.number(),
});
export type TFirstPaintData = z.infer<typeof ZFirstPaintData>;

