import { API, ZGetLetterUnReadNumResponse } from '@meridian/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { useSession } from '../../../lib/session-store';
import { LETTER_KEY } from './keys';

export function getLetterUnReadNum() {
  return request(API.member.getLetterUnReadNum, {}, ZGetLetterUnReadNumResponse, { loading: false, quiet: true });
}

export const LETTER_UNREAD_NUM_KEY = [...LETTER_KEY, 'unread'] as const;

/** How many letters wait unread: the badges on the my tab and on the my page's messages row. */
export const letterUnReadNumQuery = queryOptions({
  queryKey: LETTER_UNREAD_NUM_KEY,
  queryFn: async () => unwrap(getLetterUnReadNum()),
  select: (data) => data.count,
});

/** The unread count while a member is logged in; 0 for a visitor (no badge, no call). */
export function useLetterUnReadNum(): number {
  const loggedIn = useSession((state) => state.token !== null);
  const query = useQuery({ ...letterUnReadNumQuery, enabled: loggedIn });
  return loggedIn ? (query.data ?? 0) : 0;
}
