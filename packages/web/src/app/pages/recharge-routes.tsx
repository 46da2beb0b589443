import { useBalance } from '../../features/member/api/get-balance';
import { RechargeDetailPage } from '../../features/recharge/pages/recharge-detail-page';
import { RechargePage } from '../../features/recharge/pages/recharge-page';

/**
 * The recharge pages show the member's balance (BalanceLine reads the session's copy), so they
 * keep the member feature's balance query live while open: it is fetched when no page before did
 * (a member sent here straight from login), and a credited order's refresh
 * (features/recharge/lib/refresh-balance.ts) finds it to refetch. The app is where features meet.
 */
export function RechargeRoute() {
  useBalance();
  return <RechargePage />;
}

export function RechargeDetailRoute() {
  useBalance();
  return <RechargeDetailPage />;
}
