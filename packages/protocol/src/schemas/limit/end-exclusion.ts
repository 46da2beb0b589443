import { ZEmpty } from '../shared.js';
import { ZTradingLimits } from './trading-limits.js';

/** `/api/limit/endExclusion`: the self-exclusion ends 24 hours from now; asking again keeps the first end. */
export const ZEndExclusionRequest = ZEmpty;
export const ZEndExclusionResponse = ZTradingLimits;
