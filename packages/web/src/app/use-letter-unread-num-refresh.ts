import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { LETTER_UNREAD_NUM_KEY } from '../features/letter/api/get-letter-unread-num';
import { useSession } from '../lib/session-store';

/**
 * An operator's letter is pushed (app/member-pushes.ts), but the platform's own alerts (a new
 * device, a locked sign-in) and letters sent while the live channel was down are not: the unread
 * badges also ask again at every change of page, as well as when the app is shown again
 * (launch.ts). Only a badge on screen asks: an invalidation refetches active queries and marks the
 * others stale.
 */
export function useLetterUnReadNumRefresh(): void {
  const queryClient = useQueryClient();
  const { pathname, search } = useLocation();
  const signedIn = useSession((state) => state.token !== null);
  useEffect(() => {
    // A count already on its way (the first page of a visit) is good enough: not asked twice.
    if (signedIn) void queryClient.invalidateQueries({ queryKey: LETTER_UNREAD_NUM_KEY }, { cancelRefetch: false });
  }, [queryClient, pathname, search, signedIn]);
}
