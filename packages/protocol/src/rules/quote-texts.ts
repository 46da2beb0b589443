import { z } from 'zod/mini';
import type { TGetSingleNowPriceResponse } from '../schemas/market/get-single-now-price.js';
import { groupedDecimal, readDecimalText, signOf } from './decimal-text.js';

/** Which way a pair moved over 24 h: the colour its price and rate are shown in. */
export type Trend = 'up' | 'down' | 'flat';

export function trendOf(rate: string): Trend {
  const value = readDecimalText(rate);
  const sign = value === undefined ? 0 : signOf(value);
  return sign > 0 ? 'up' : sign < 0 ? 'down' : 'flat';
}

/** A rise carries its plus sign: `+1.25%`, `-0.40%`, `0.00%`. */
export function rateText(rate: string): string {
  return trendOf(rate) === 'up' ? `+${rate}%` : `${rate}%`;
}

/** Decimals the 24 h volume is read with: enough for a coin's amount, without noise. */
export const VOLUME_DECIMALS = 2;

/**
 * The K-line header's figures as a member reads them. One function for both places that write
 * them: the app's header, and the server's first paint (issue 21), whose page shows the header
 * before any script has run; the app then takes that page over only if its texts are the same.
 */
export const ZQuoteTexts = z.object({
  price: z.string(),
  rate: z.string(),
  high: z.string(),
  low: z.string(),
  volume: z.string(),
  trend: z.enum(['up', 'down', 'flat']),
});
export type TQuoteTexts = z.infer<typeof ZQuoteTexts>;

export function quoteTexts(quote: Pick<TGetSingleNowPriceResponse, 'price' | 'rate' | 'scale' | 'high24h' | 'low24h' | 'volume24h'>): TQuoteTexts {
  return {
    price: groupedDecimal(quote.price, quote.scale, 'half-up'),
    rate: rateText(quote.rate),
    high: groupedDecimal(quote.high24h, quote.scale, 'half-up'),
    low: groupedDecimal(quote.low24h, quote.scale, 'half-up'),
    // A volume is an amount held, rounded down as amounts are.
    volume: groupedDecimal(quote.volume24h, VOLUME_DECIMALS, 'down'),
    trend: trendOf(quote.rate),
  };
}
