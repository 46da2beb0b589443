import { z } from 'zod/mini';
import { COOL_OFF_PERIODS } from '../../rules/trading-limits.js';
import { ZTradingLimits } from './trading-limits.js';

/** `/api/limit/startCoolOff`: no contracts for the period, from now; a break already longer is kept. */
export const ZStartCoolOffRequest = z.strictObject({ period: z.enum(COOL_OFF_PERIODS) });
export type TStartCoolOffRequest = z.infer<typeof ZStartCoolOffRequest>;
export const ZStartCoolOffResponse = ZTradingLimits;
