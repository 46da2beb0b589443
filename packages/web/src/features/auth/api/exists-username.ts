import { API, ZExistsUsernameResponse } from '@meridian/protocol';
import { request } from '../../../api/request';

/** Whether a username is taken, asked when the member leaves the field (no loading indicator). */
export function existsUsername(username: string) {
  return request(API.login.existsUsername, { username }, ZExistsUsernameResponse, { loading: false, quiet: true });
}
