import { API, ZBalance } from '@meridian/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { useSession } from '../../../lib/session-store';

export function getBalance() {
  return request(API.member.getBalance, {}, ZBalance, { loading: false });
}

/** The balance, kept in the session as well: the last known figure shows while a new one loads. */
export const balanceQuery = queryOptions({
  queryKey: ['member', 'balance'],
  queryFn: async () => {
    const balance = await unwrap(getBalance());
    useSession.getState().setBalance(balance);
    return balance;
  },
});

export function useBalance() {
  const stored = useSession((state) => state.balance);
  const signedIn = useSession((state) => state.token !== null);
  return useQuery({ ...balanceQuery, enabled: signedIn, placeholderData: stored ?? undefined });
}
