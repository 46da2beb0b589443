import { API, ZGetLetterInfoResponse } from '@meridian/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { LETTERS_KEY } from './letters-key';

/** Quiet: a letter that is not the member's shows as not found on the page, not as a toast. */
export function getLetterInfo(id: number) {
  return request(API.member.getLetterInfo, { id }, ZGetLetterInfoResponse, { loading: false, quiet: true });
}

export function letterInfoQuery(id: number) {
  return queryOptions({
    queryKey: [...LETTERS_KEY, 'info', id],
    queryFn: async () => unwrap(getLetterInfo(id)),
  });
}

export function useLetterInfo(id: number) {
  return useQuery(letterInfoQuery(id));
}
