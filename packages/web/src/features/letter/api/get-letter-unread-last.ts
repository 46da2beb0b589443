import { API, ZGetLetterUnReadLastResponse } from '@meridian/protocol';
import { request } from '../../../api/request';

/** The newest letter not read yet, or null: what pops up on launch. */
export function getLetterUnReadLast() {
  return request(API.member.getLetterUnReadLast, {}, ZGetLetterUnReadLastResponse, { loading: false, quiet: true });
}
