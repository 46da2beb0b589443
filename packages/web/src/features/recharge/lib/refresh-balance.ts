import type { QueryClient } from '@tanstack/react-query';

/**
 * The member's balance query (features/member/api/get-balance.ts). A feature never imports
 * another, so the key is named here; `refetchType: 'all'` refetches it even when no balance is on
 * screen, so the next page shows the new figure at once.
 */
export const BALANCE_QUERY_KEY = ['member', 'balance'] as const;

/** After a recharge changed: the balance, and every recharge query (orders, the waiting crypto order). */
export async function refreshAfterRecharge(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY, refetchType: 'all' }),
    queryClient.invalidateQueries({ queryKey: ['recharge'] }),
  ]);
}
