import { API, ZGetOpenCurrencyListRequest, ZGetOpenCurrencyListResponse } from '@meridian/protocol';
import { defineCall } from '../../http/define-call.js';
import { quoteAnswer } from './quote.js';

export const getOpenCurrencyListCall = defineCall({
  path: API.chain.getOpenCurrencyList,
  request: ZGetOpenCurrencyListRequest,
  response: ZGetOpenCurrencyListResponse,
  handler({ deps }) {
    const list = deps.market.quotes().map((quote) => {
      const { price, rate, stale } = quoteAnswer(quote);
      const { id, name, allname, priceScale } = quote.currency;
      return { id, name, allname, price, rate, scale: priceScale, stale };
    });
    return Promise.resolve({ list });
  },
});
