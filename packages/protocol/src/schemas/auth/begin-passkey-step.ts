import { z } from 'zod';
import { ZPasskeyOptions } from '../security/passkey.js';

/** The second step by passkey: login's ticket; the options name the member's own passkeys. */
export const ZBeginPasskeyStepRequest = z.object({ ticket: z.string().min(1, { message: 'rule.required' }).max(128) }).strict();
export type TBeginPasskeyStepRequest = z.infer<typeof ZBeginPasskeyStepRequest>;
export const ZBeginPasskeyStepResponse = ZPasskeyOptions;
