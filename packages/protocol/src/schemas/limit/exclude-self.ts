import { ZEmpty } from '../shared.js';
import { ZTradingLimits } from './trading-limits.js';

/** `/api/limit/excludeSelf`: no contracts from now until the member ends it; cancels a requested end. */
export const ZExcludeSelfRequest = ZEmpty;
export const ZExcludeSelfResponse = ZTradingLimits;
