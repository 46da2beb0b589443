import { ZEmpty } from '../shared.js';
import { ZTradingLimits } from './trading-limits.js';

/** `/api/limit/getLimits`: the caller's limits, today's figures and the session going on. */
export const ZGetLimitsRequest = ZEmpty;
export const ZGetLimitsResponse = ZTradingLimits;
