import { z } from 'zod/mini';
import { ZPasskeyCredential } from '../security/passkey.js';

/** The browser's signature over the begun challenge; answers as login does. */
export const ZFinishPasskeySignInRequest = z.strictObject({ credential: ZPasskeyCredential });
export type TFinishPasskeySignInRequest = z.infer<typeof ZFinishPasskeySignInRequest>;
