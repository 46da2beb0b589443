import { API, ZSetDailyLimitResponse, type TSetDailyLimitRequest } from '@meridian/protocol';
import { request } from '../../../api/request';
import { useLimitMutation } from './limit-mutation';

export function setDailyLimit(input: TSetDailyLimitRequest) {
  return request(API.limit.setDailyLimit, input, ZSetDailyLimitResponse);
}

export function useSetDailyLimit() {
  return useLimitMutation(setDailyLimit);
}
