import { API, ZBeginPasskeyStepResponse, type TBeginPasskeyStepRequest } from '@meridian/protocol';
import { request } from '../../../api/request';

/** A challenge for the member's own passkeys, for login's ticket (see useFinishPasskeyStep). */
export function beginPasskeyStep(input: TBeginPasskeyStepRequest) {
  return request(API.login.beginPasskeyStep, input, ZBeginPasskeyStepResponse);
}
