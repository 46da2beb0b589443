import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ContractPanel } from '../../features/contract/components/contract-panel';
import { KLinePage } from '../../features/market/pages/kline-page';
import { balanceQuery, useBalance } from '../../features/member/api/get-balance';

/** market/kline: the market's chart with the contract panel under it; the app is where features meet. */
export function KLineRoute() {
  const queryClient = useQueryClient();
  const balance = useBalance();
  const available = balance.data?.balance;
  const onBalanceChanged = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: balanceQuery.queryKey });
  }, [queryClient]);
  return <KLinePage below={(symbol) => <ContractPanel symbol={symbol} available={available} onBalanceChanged={onBalanceChanged} />} />;
}
