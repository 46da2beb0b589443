import { API, ZGetLetterInfoResponse } from '@meridian/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { LETTER_KEY } from './keys';

/** Quiet: a letter that is not the member's shows as not found on the page, not as a toast. */
export function getLetterInfo(id: number) {
  return request(API.member.getLetterInfo, { id }, ZGetLetterInfoResponse, { loading: false, quiet: true });
}

export function letterInfoQuery(id: number) {
  return queryOptions({
    queryKey: [...LETTER_KEY, 'info', id],
    queryFn: async () => unwrap(getLetterInfo(id)),
  });
}

export function useLetterInfo(id: number) {
  return useQuery(letterInfoQuery(id));
}
