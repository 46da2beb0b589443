import { z } from 'zod/mini';
import { ZTwoStepCode } from '../shared.js';

/** Turns 2-step off, proven by a current code or a recovery code. */
export const ZDisableTwoStepRequest = z.object({ code: ZTwoStepCode });
export type TDisableTwoStepRequest = z.infer<typeof ZDisableTwoStepRequest>;

/** Other sessions are ended and withdrawals wait until `withdrawHoldUntil` (epoch milliseconds). */
export const ZDisableTwoStepResponse = z.object({ withdrawHoldUntil: z.int() });
export type TDisableTwoStepResponse = z.infer<typeof ZDisableTwoStepResponse>;
