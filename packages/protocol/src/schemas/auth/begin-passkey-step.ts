import { z } from 'zod/mini';
import { ZPasskeyOptions } from '../security/passkey.js';

/** The second step by passkey: login's ticket; the options name the member's own passkeys. */
export const ZBeginPasskeyStepRequest = z.strictObject({ ticket: z.string().check(z.minLength(1, { message: 'rule.required' }), z.maxLength(128)) });
export type TBeginPasskeyStepRequest = z.infer<typeof ZBeginPasskeyStepRequest>;
export const ZBeginPasskeyStepResponse = ZPasskeyOptions;
