import { priceRate, type TGetSingleNowPriceResponse } from '@meridian/protocol';
import Decimal from 'decimal.js';

/**
 * A quote with a live price push applied: the price, the rate against the pushed reference, and
 * the 24 h range stretched to take the new price in (the volume waits for the next quote).
 */
export function applyPriceToQuote(quote: TGetSingleNowPriceResponse, price: string, reference: string): TGetSingleNowPriceResponse {
  const value = new Decimal(price);
  return {
    ...quote,
    price,
    reference,
    rate: priceRate(price, reference),
    high24h: value.gt(quote.high24h) ? price : quote.high24h,
    low24h: value.lt(quote.low24h) ? price : quote.low24h,
  };
}

/** Decimals of a price as the server wrote it: the currency's scale. */
export function decimalsOf(price: string): number {
  const dot = price.indexOf('.');
  return dot === -1 ? 0 : price.length - dot - 1;
}
