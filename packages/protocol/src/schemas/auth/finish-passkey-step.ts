import { z } from 'zod';
import { ZPasskeyCredential } from '../security/passkey.js';

/** The ticket and the browser's signature over the begun challenge; answers as login does. */
export const ZFinishPasskeyStepRequest = z
  .object({ ticket: z.string().min(1, { message: 'rule.required' }).max(128), credential: ZPasskeyCredential })
  .strict();
export type TFinishPasskeyStepRequest = z.infer<typeof ZFinishPasskeyStepRequest>;
