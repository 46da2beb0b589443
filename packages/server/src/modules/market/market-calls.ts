import type { CallDefinition } from '../../http/define-call.js';
import { getKLineCall } from './get-kline.js';
import { getOpenCurrencyListCall } from './get-open-currency-list.js';
import { getPriceMapCall } from './get-price-map.js';
import { getSingleNowPriceCall } from './get-single-now-price.js';

export const MARKET_CALLS: readonly CallDefinition[] = [getOpenCurrencyListCall, getPriceMapCall, getSingleNowPriceCall, getKLineCall];
