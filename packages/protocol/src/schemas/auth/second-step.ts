import { z } from 'zod';
import { ZTwoStepCode } from '../shared.js';

/**
 * What login answers (as the data of TWO_STEP_REQUIRED) when the password was right and the
 * member has 2-step on: a single-use ticket for secondStep, good until `expiresAt` (epoch ms).
 */
export const ZSecondStepTicket = z.object({ ticket: z.string(), expiresAt: z.number().int() });
export type TSecondStepTicket = z.infer<typeof ZSecondStepTicket>;

/** Sign-in's second step: the ticket and the authenticator's code (or a recovery code); answers as login does. */
export const ZSecondStepRequest = z.object({
  ticket: z.string().min(1, { message: 'rule.required' }).max(128),
  code: ZTwoStepCode,
});
export type TSecondStepRequest = z.infer<typeof ZSecondStepRequest>;
