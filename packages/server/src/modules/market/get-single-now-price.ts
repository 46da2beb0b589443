import { API, ZGetSingleNowPriceRequest, ZGetSingleNowPriceResponse } from '@meridian/protocol';
import { defineCall } from '../../http/define-call.js';
import { DAY_MINUTES, dayStats } from './day-stats.js';
import { quoteAnswer, tradedQuote } from './quote.js';

export const getSingleNowPriceCall = defineCall({
  path: API.chain.getSingleNowPrice,
  request: ZGetSingleNowPriceRequest,
  response: ZGetSingleNowPriceResponse,
  async handler({ deps, input }) {
    const quote = tradedQuote(deps.market, input.symbol);
    const { currency } = quote;
    const day = await deps.market.kline(currency.allname, '1m', DAY_MINUTES);
    return { ...quoteAnswer(quote), allname: currency.allname, scale: currency.priceScale, ...dayStats(day.list, quote.price, currency.priceScale) };
  },
});
