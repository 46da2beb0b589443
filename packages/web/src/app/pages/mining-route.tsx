import { useQueryClient } from '@tanstack/react-query';
import { balanceQuery } from '../../features/member/api/get-balance';
import { MiningPage } from '../../features/mining/pages/mining-page';

/** The mining page, refreshing the member feature's balance after a purchase. */
export function MiningRoute() {
  const queryClient = useQueryClient();
  return (
    <MiningPage
      onPurchased={() => {
        void queryClient.invalidateQueries({ queryKey: balanceQuery.queryKey });
      }}
    />
  );
}
