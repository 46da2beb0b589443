import { useQueryClient } from '@tanstack/react-query';
import { balanceQuery, useBalance } from '../../features/member/api/get-balance';
import { WalletPage } from '../../features/wallet/pages/wallet-page';

/** The interest wallet with the balance of the member feature; the app is where features meet. */
export function WalletRoute() {
  const queryClient = useQueryClient();
  const balance = useBalance();
  return (
    <WalletPage
      available={balance.data?.balance}
      onBalanceChanged={() => {
        void queryClient.invalidateQueries({ queryKey: balanceQuery.queryKey });
      }}
    />
  );
}
