import { API, ZGetKLineRequest, ZGetKLineResponse } from '@meridian/protocol';
import { VOLUME_SCALE } from '../../market/currencies.js';
import { defineCall } from '../../http/define-call.js';
import { tradedQuote } from './quote.js';

export const getKLineCall = defineCall({
  path: API.chain.getKLine,
  request: ZGetKLineRequest,
  response: ZGetKLineResponse,
  async handler({ deps, input }) {
    const quote = tradedQuote(deps.market, input.symbol);
    const scale = quote.currency.priceScale;
    const page = await deps.market.kline(input.symbol, input.interval, input.limit, input.before);
    return {
      list: page.list.map((candle) => ({
        time: candle.openTime,
        open: candle.open.toFixed(scale),
        high: candle.high.toFixed(scale),
        low: candle.low.toFixed(scale),
        close: candle.close.toFixed(scale),
        volume: candle.volume.toFixed(VOLUME_SCALE),
      })),
      nextBefore: page.nextBefore,
    };
  },
});
