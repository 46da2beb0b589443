import { API, ZSetReminderResponse, type TSetReminderRequest } from '@meridian/protocol';
import { request } from '../../../api/request';
import { useLimitMutation } from './limit-mutation';

export function setReminder(input: TSetReminderRequest) {
  return request(API.limit.setReminder, input, ZSetReminderResponse);
}

export function useSetReminder() {
  return useLimitMutation(setReminder);
}
