import { z } from 'zod';
import { ZPasskeyCredential } from '../security/passkey.js';

/** The browser's signature over the begun challenge; answers as login does. */
export const ZFinishPasskeySignInRequest = z.object({ credential: ZPasskeyCredential }).strict();
export type TFinishPasskeySignInRequest = z.infer<typeof ZFinishPasskeySignInRequest>;
