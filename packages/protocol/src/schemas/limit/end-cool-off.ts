import { ZEmpty } from '../shared.js';
import { ZTradingLimits } from './trading-limits.js';

/** `/api/limit/endCoolOff`: the break ends 24 hours from now, or at its own end if that comes first. */
export const ZEndCoolOffRequest = ZEmpty;
export const ZEndCoolOffResponse = ZTradingLimits;
