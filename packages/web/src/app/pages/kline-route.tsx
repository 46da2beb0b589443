import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ContractPanel } from '../../features/contract/components/contract-panel';
import { limitsQuery } from '../../features/limit/api/get-limits';
import { TradingReminder } from '../../features/limit/components/trading-reminder';
import { KLinePage } from '../../features/market/pages/kline-page';
import { balanceQuery, useBalance } from '../../features/member/api/get-balance';

/**
 * market/kline: the market's chart with the contract panel under it, and the member's session
 * reminder above the panel when they set one; the app is where features meet.
 */
export function KLineRoute() {
  const queryClient = useQueryClient();
  const balance = useBalance();
  const available = balance.data?.balance;
  const onBalanceChanged = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: balanceQuery.queryKey });
    // A contract placed or settled moves today's figures and the session's result.
    void queryClient.invalidateQueries({ queryKey: limitsQuery.queryKey });
  }, [queryClient]);
  return (
    <KLinePage
      below={(symbol) => (
        <>
          <TradingReminder />
          <ContractPanel symbol={symbol} available={available} onBalanceChanged={onBalanceChanged} />
        </>
      )}
    />
  );
}
