import { priceRate, type TPriceQuote } from '@meridian/protocol';
import type { MarketQuote } from '../../market/quote-book.js';

/** A market quote as the chain calls answer it; the rate is measured against the 24 h reference. */
export function quoteAnswer(quote: MarketQuote): TPriceQuote {
  return { price: quote.price, reference: quote.reference, rate: priceRate(quote.price, quote.reference), at: quote.at, stale: quote.stale };
}
