import { API, ZGetLetterUnReadNumResponse } from '@meridian/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { useSession } from '../../../lib/session-store';
import { LETTERS_KEY } from './letters-key';

export function getLetterUnreadNum() {
  return request(API.member.getLetterUnReadNum, {}, ZGetLetterUnReadNumResponse, { loading: false, quiet: true });
}

export const UNREAD_LETTERS_KEY = [...LETTERS_KEY, 'unread'] as const;

/** How many letters wait unread: the badges on the my tab and on the my page's messages row. */
export const unreadLetterCountQuery = queryOptions({
  queryKey: UNREAD_LETTERS_KEY,
  queryFn: async () => unwrap(getLetterUnreadNum()),
  select: (data) => data.count,
});

/** The unread count while a member is logged in; 0 for a visitor (no badge, no call). */
export function useUnreadLetterCount(): number {
  const loggedIn = useSession((state) => state.token !== null);
  const query = useQuery({ ...unreadLetterCountQuery, enabled: loggedIn });
  return loggedIn ? (query.data ?? 0) : 0;
}
