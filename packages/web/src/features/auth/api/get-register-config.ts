import { API, ZRegisterConfig } from '@meridian/protocol';
import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';

export function getRegisterConfig() {
  return request(API.common.getRegisterConfig, {}, ZRegisterConfig, { loading: false });
}

/** What sign-up asks for: an invite code, an email or mobile code, which agreement. */
export function useRegisterConfig() {
  return useQuery({ queryKey: ['auth', 'register-config'], queryFn: () => unwrap(getRegisterConfig()) });
}
