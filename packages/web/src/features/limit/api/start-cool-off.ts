import { API, ZStartCoolOffResponse, type TStartCoolOffRequest } from '@meridian/protocol';
import { request } from '../../../api/request';
import { useLimitMutation } from './limit-mutation';

export function startCoolOff(input: TStartCoolOffRequest) {
  return request(API.limit.startCoolOff, input, ZStartCoolOffResponse);
}

export function useStartCoolOff() {
  return useLimitMutation(startCoolOff);
}
