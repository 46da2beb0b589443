import { API, ZGetSingleNowPriceRequest, ZGetSingleNowPriceResponse, type TGetSingleNowPriceResponse } from '@meridian/protocol';
import { defineCall } from '../../http/define-call.js';
import type { MarketService } from '../../market/market-service.js';
import type { MarketQuote } from '../../market/quote-book.js';
import { DAY_MINUTES, dayStats } from './day-stats.js';
import { quoteAnswer, tradedQuote } from './quote.js';

/** A traded pair's quote with its 24 h range and volume: the K-line header's figures. */
export async function singleNowPrice(market: Pick<MarketService, 'kline'>, quote: MarketQuote): Promise<TGetSingleNowPriceResponse> {
  const { currency } = quote;
  const day = await market.kline(currency.allname, '1m', DAY_MINUTES);
  return { ...quoteAnswer(quote), allname: currency.allname, scale: currency.priceScale, ...dayStats(day.list, quote.price, currency.priceScale) };
}

export const getSingleNowPriceCall = defineCall({
  path: API.chain.getSingleNowPrice,
  request: ZGetSingleNowPriceRequest,
  response: ZGetSingleNowPriceResponse,
  handler: ({ deps, input }) => singleNowPrice(deps.market, tradedQuote(deps.market, input.symbol)),
});
