import { API, ZEndExclusionResponse } from '@meridian/protocol';
import { request } from '../../../api/request';
import { useLimitMutation } from './limit-mutation';

export function endExclusion() {
  return request(API.limit.endExclusion, {}, ZEndExclusionResponse);
}

export function useEndExclusion() {
  return useLimitMutation(endExclusion);
}
