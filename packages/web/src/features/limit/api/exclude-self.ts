import { API, ZExcludeSelfResponse } from '@meridian/protocol';
import { request } from '../../../api/request';
import { useLimitMutation } from './limit-mutation';

export function excludeSelf() {
  return request(API.limit.excludeSelf, {}, ZExcludeSelfResponse);
}

export function useExcludeSelf() {
  return useLimitMutation(excludeSelf);
}
