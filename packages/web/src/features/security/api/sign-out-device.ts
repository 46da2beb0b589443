import { API, ZOk } from '@meridian/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { devicesQuery } from './get-devices';

export function signOutDevice(sessionId: number) {
  return request(API.security.signOutDevice, { sessionId }, ZOk);
}

export function useSignOutDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: number) => unwrap(signOutDevice(sessionId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devicesQuery.queryKey }),
  });
}
