import { API, ZGetOpenCurrencyListRequest, ZGetOpenCurrencyListResponse, priceRate } from '@meridian/protocol';
import { defineCall } from '../../http/define-call.js';

export const getOpenCurrencyListCall = defineCall({
  path: API.chain.getOpenCurrencyList,
  request: ZGetOpenCurrencyListRequest,
  response: ZGetOpenCurrencyListResponse,
  handler({ deps }) {
    const list = deps.market.quotes().map(({ currency, price, reference, stale }) => ({
      id: currency.id,
      name: currency.name,
      allname: currency.allname,
      price,
      rate: priceRate(price, reference),
      scale: currency.priceScale,
      stale,
    }));
    return Promise.resolve({ list });
  },
});
