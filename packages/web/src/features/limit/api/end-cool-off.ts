import { API, ZEndCoolOffResponse } from '@meridian/protocol';
import { request } from '../../../api/request';
import { useLimitMutation } from './limit-mutation';

export function endCoolOff() {
  return request(API.limit.endCoolOff, {}, ZEndCoolOffResponse);
}

export function useEndCoolOff() {
  return useLimitMutation(endCoolOff);
}
