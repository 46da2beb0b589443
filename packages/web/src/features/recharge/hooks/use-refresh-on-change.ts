import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { refreshAfterRecharge } from '../lib/refresh-balance';

/**
 * Each screen polls only the order it shows; when that screen sees an order change (credited,
 * rejected, cancelled elsewhere), every other recharge query and the balance are refreshed too,
 * so no other screen keeps showing the old state. `state` names what the screen shows
 * (`orderNo:status`, or `none`); undefined while it loads. `refreshFirst` refreshes on the first
 * state too (an order already credited when its page opens: the balance may not know yet).
 */
export function useRefreshOnChange(state: string | undefined, refreshFirst = false): void {
  const queryClient = useQueryClient();
  const seen = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (state === undefined) return;
    const before = seen.current;
    seen.current = state;
    if (before === undefined ? refreshFirst : before !== state) void refreshAfterRecharge(queryClient);
  }, [state, refreshFirst, queryClient]);
}
