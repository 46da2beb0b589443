import { ZEmpty } from '../shared.js';
import { ZPasskeyOptions } from './passkey.js';

export const ZBeginPasskeyRegistrationRequest = ZEmpty;
/** WebAuthn creation options for the browser's `startRegistration`; the challenge is good once, for 5 minutes. */
export const ZBeginPasskeyRegistrationResponse = ZPasskeyOptions;
