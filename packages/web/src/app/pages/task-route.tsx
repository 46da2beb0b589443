import { useQueryClient } from '@tanstack/react-query';
import { balanceQuery, useBalance } from '../../features/member/api/get-balance';
import { BalanceCard } from '../../features/member/components/balance-card';
import { TaskPage } from '../../features/task/pages/task-page';

/** The task page with the member feature's balance: shown on top, refreshed after a payment. */
export function TaskRoute() {
  const queryClient = useQueryClient();
  const balance = useBalance();
  return (
    <TaskPage
      available={balance.data?.balance}
      balance={<BalanceCard />}
      onBalanceChanged={() => {
        void queryClient.invalidateQueries({ queryKey: balanceQuery.queryKey });
      }}
    />
  );
}
