import { API, ZSignOutOthersResponse } from '@meridian/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { devicesQuery } from './get-devices';

export function signOutOthers() {
  return request(API.security.signOutOthers, {}, ZSignOutOthersResponse);
}

export function useSignOutOthers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(signOutOthers()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devicesQuery.queryKey }),
  });
}
