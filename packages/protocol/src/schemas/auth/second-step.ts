import { z } from 'zod/mini';
import { ZTwoStepCode } from '../shared.js';

/**
 * What login answers (as the data of TWO_STEP_REQUIRED) when the password was right and the
 * member has 2-step on: a single-use ticket for secondStep, good until `expiresAt` (epoch ms).
 */
export const ZSecondStepTicket = z.object({ ticket: z.string(), expiresAt: z.int() });
export type TSecondStepTicket = z.infer<typeof ZSecondStepTicket>;

/** Sign-in's second step: the ticket and the authenticator's code (or a recovery code); answers as login does. */
export const ZSecondStepRequest = z.object({
  ticket: z.string().check(z.minLength(1, { message: 'rule.required' }), z.maxLength(128)),
  code: ZTwoStepCode,
});
export type TSecondStepRequest = z.infer<typeof ZSecondStepRequest>;
