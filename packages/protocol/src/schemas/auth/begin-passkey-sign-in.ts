import { ZEmpty } from '../shared.js';
import { ZPasskeyOptions } from '../security/passkey.js';

/**
 * Signing in with a passkey needs no username: the options name no credential, so the browser
 * offers the passkeys it holds for this site (discoverable credentials) and the answer says whose.
 */
export const ZBeginPasskeySignInRequest = ZEmpty;
export const ZBeginPasskeySignInResponse = ZPasskeyOptions;
