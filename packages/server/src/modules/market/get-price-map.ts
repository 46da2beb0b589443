import { API, ZGetPriceMapRequest, ZGetPriceMapResponse, type TPriceQuote } from '@meridian/protocol';
import { defineCall } from '../../http/define-call.js';
import { quoteAnswer } from './quote.js';

export const getPriceMapCall = defineCall({
  path: API.chain.getPriceMap,
  request: ZGetPriceMapRequest,
  response: ZGetPriceMapResponse,
  handler({ deps }) {
    const prices: Record<string, TPriceQuote> = {};
    for (const quote of deps.market.quotes()) prices[quote.currency.allname] = quoteAnswer(quote);
    return Promise.resolve({ prices });
  },
});
