import { LIVE_EVENT, type TChainDepositItem } from '@meridian/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onPush } from '../../../api/live-events';
import { RECHARGE_KEYS } from '../api/keys';
import { applyDepositPush } from '../lib/chain-deposit-push';
import { refreshAfterRecharge } from '../lib/refresh-balance';

/**
 * Keeps the incoming deposits list current from the live channel while the deposit page is open:
 * each confirmation shows as it comes, with no polling. A deposit first heard of by a push, or one
 * just credited, makes the list (and on a credit the balance and the orders) be read again.
 */
export function useLiveChainDeposits(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onPush(LIVE_EVENT.chainDeposit, (push) => {
        const known = queryClient.getQueryData<TChainDepositItem[]>(RECHARGE_KEYS.chainDeposits) ?? [];
        const applied = applyDepositPush(known, push, Date.now());
        queryClient.setQueryData(RECHARGE_KEYS.chainDeposits, applied.list);
        if (push.status === 'credited') void refreshAfterRecharge(queryClient);
        else if (applied.isNew) void queryClient.invalidateQueries({ queryKey: RECHARGE_KEYS.chainDeposits });
      }),
    [queryClient],
  );
}
