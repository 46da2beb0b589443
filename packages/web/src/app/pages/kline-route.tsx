import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ContractPanel } from '../../features/contract/components/contract-panel';
import { limitsQuery } from '../../features/limit/api/get-limits';
import { TradingReminder } from '../../features/limit/components/trading-reminder';
import { KLinePage } from '../../features/market/pages/kline-page';
import { balanceQuery, useBalance } from '../../features/member/api/get-balance';
import { useHydrated } from '../../lib/hydration';

/**
 * The contract panel with the member's balance. The balance is read here, not by the route: a new
 * balance draws the panel again, not the chart page around it.
 */
function MemberContractPanel({ symbol }: { symbol: string }) {
  const queryClient = useQueryClient();
  const balance = useBalance();
  // Prerendered (src/prerender): the panel hydrates as the build drew it, without the balance,
  // which may already be here from the launch calls.
  const hydrated = useHydrated();
  const available = hydrated ? balance.data?.balance : undefined;
  const onBalanceChanged = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: balanceQuery.queryKey });
    // A contract placed or settled moves today's figures and the session's result.
    void queryClient.invalidateQueries({ queryKey: limitsQuery.queryKey });
  }, [queryClient]);
  return <ContractPanel symbol={symbol} available={available} onBalanceChanged={onBalanceChanged} />;
}

/** What goes under the chart: the member's session reminder when they set one, and the contract panel. */
function belowChart(symbol: string) {
  return (
    <>
      <TradingReminder />
      <MemberContractPanel symbol={symbol} />
    </>
  );
}

/** market/kline: the market's chart with the contract panel under it; the app is where features meet. */
export function KLineRoute() {
  return <KLinePage below={belowChart} />;
}
