import { useQueryClient } from '@tanstack/react-query';
import { balanceQuery, useBalance } from '../../features/member/api/get-balance';
import { useMemberInfo } from '../../features/member/api/get-member-info';
import { useProtection } from '../../features/security/api/get-protection';
import { WithdrawPage } from '../../features/withdraw/pages/withdraw-page';

/**
 * The withdraw page with the member and balance of the member feature and the anti-phishing code
 * of the security centre; the app is where features meet.
 */
export function WithdrawRoute() {
  const queryClient = useQueryClient();
  const member = useMemberInfo();
  const balance = useBalance();
  const protection = useProtection();
  return (
    <WithdrawPage
      member={member.data}
      balance={balance.data}
      antiPhishingCode={protection.data?.antiPhishingCode ?? null}
      onBalanceChanged={() => {
        void queryClient.invalidateQueries({ queryKey: balanceQuery.queryKey });
      }}
      checkBalance={() =>
        queryClient.query({ ...balanceQuery, staleTime: 0 }).then(
          (current) => current.balance,
          () => undefined,
        )
      }
    />
  );
}
