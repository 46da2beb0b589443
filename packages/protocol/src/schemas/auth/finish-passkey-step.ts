import { z } from 'zod/mini';
import { ZPasskeyCredential } from '../security/passkey.js';

/** The ticket and the browser's signature over the begun challenge; answers as login does. */
export const ZFinishPasskeyStepRequest = z.strictObject({
  ticket: z.string().check(z.minLength(1, { message: 'rule.required' }), z.maxLength(128)),
  credential: ZPasskeyCredential,
});
export type TFinishPasskeyStepRequest = z.infer<typeof ZFinishPasskeyStepRequest>;
