import { z } from 'zod/mini';
import { ZPasskey, ZPasskeyCredential, ZPasskeyName } from './passkey.js';

/** The new credential the browser made for the begun challenge, and the name the member gives it. */
export const ZFinishPasskeyRegistrationRequest = z.strictObject({ name: ZPasskeyName, credential: ZPasskeyCredential });
export type TFinishPasskeyRegistrationRequest = z.infer<typeof ZFinishPasskeyRegistrationRequest>;
export const ZFinishPasskeyRegistrationResponse = ZPasskey;
