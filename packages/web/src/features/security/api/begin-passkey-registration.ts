import { API, ZBeginPasskeyRegistrationResponse } from '@meridian/protocol';
import { request } from '../../../api/request';

/** Creation options for a new passkey; finishPasskeyRegistration answers them (see useAddPasskey). */
export function beginPasskeyRegistration() {
  return request(API.security.beginPasskeyRegistration, {}, ZBeginPasskeyRegistrationResponse);
}
