import { API, CODE, ZGetSingleNowPriceRequest, ZGetSingleNowPriceResponse } from '@meridian/protocol';
import { AppError } from '../../http/app-error.js';
import { defineCall } from '../../http/define-call.js';
import { quoteAnswer } from './quote.js';

export const getSingleNowPriceCall = defineCall({
  path: API.chain.getSingleNowPrice,
  request: ZGetSingleNowPriceRequest,
  response: ZGetSingleNowPriceResponse,
  handler({ deps, input }) {
    const quote = deps.market.quote(input.symbol);
    if (!quote) throw new AppError(CODE.NOT_FOUND, 'error.unknownSymbol', { symbol: input.symbol });
    return Promise.resolve({ ...quoteAnswer(quote), allname: quote.currency.allname });
  },
});
