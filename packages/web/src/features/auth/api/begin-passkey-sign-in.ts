import { API, ZBeginPasskeySignInResponse } from '@meridian/protocol';
import { request } from '../../../api/request';

/** A challenge for any passkey of this site: no username is asked (see useFinishPasskeySignIn). */
export function beginPasskeySignIn() {
  return request(API.login.beginPasskeySignIn, {}, ZBeginPasskeySignInResponse);
}
