import { CODE, priceRate, type TPriceQuote } from '@meridian/protocol';
import { AppError } from '../../http/app-error.js';
import type { MarketQuote } from '../../market/quote-book.js';

/** The quote of a traded pair, or the member's "not traded here" for any other symbol. */
export function tradedQuote(market: { quote(symbol: string): MarketQuote | undefined }, symbol: string): MarketQuote {
  const quote = market.quote(symbol);
  if (!quote) throw new AppError(CODE.NOT_FOUND, 'error.unknownSymbol', { symbol });
  return quote;
}

/** A market quote as the market calls answer it; the rate is measured against the 24 h reference. */
export function quoteAnswer(quote: MarketQuote): TPriceQuote {
  return { price: quote.price, reference: quote.reference, rate: priceRate(quote.price, quote.reference), at: quote.at, stale: quote.stale };
}
