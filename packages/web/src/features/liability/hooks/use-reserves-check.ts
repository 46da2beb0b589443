import type { TPublishedReserves } from '@meridian/protocol';
import { useQuery } from '@tanstack/react-query';
import { LIABILITY_KEY } from '../api/keys';

/** The browser's own check of the published reserves: every signature recovered here, every total added up here. */
export function useReservesCheck(reserves: TPublishedReserves) {
  return useQuery({
    queryKey: [...LIABILITY_KEY, 'reserves-check', reserves],
    queryFn: async () => (await import('../lib/reserves-verifier')).checkReserves(reserves),
    // Pure: the same reserves always check the same way.
    staleTime: Infinity,
  });
}
