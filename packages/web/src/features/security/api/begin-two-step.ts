import { API, ZBeginTwoStepResponse } from '@meridian/protocol';
import { useMutation } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';

export function beginTwoStep() {
  return request(API.security.beginTwoStep, {}, ZBeginTwoStepResponse);
}

export function useBeginTwoStep() {
  return useMutation({ mutationFn: () => unwrap(beginTwoStep()) });
}
