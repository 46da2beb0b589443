import { z } from 'zod';
import { ZPasskey, ZPasskeyCredential, ZPasskeyName } from './passkey.js';

/** The new credential the browser made for the begun challenge, and the name the member gives it. */
export const ZFinishPasskeyRegistrationRequest = z.object({ name: ZPasskeyName, credential: ZPasskeyCredential }).strict();
export type TFinishPasskeyRegistrationRequest = z.infer<typeof ZFinishPasskeyRegistrationRequest>;
export const ZFinishPasskeyRegistrationResponse = ZPasskey;
