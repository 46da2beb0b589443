import { useMemberInfo } from '../../features/member/api/get-member-info';
import { AccountPage } from '../../features/withdraw/pages/account-page';

/** my/account with the member (pay password set? USDT address?) of the member feature. */
export function AccountRoute() {
  const member = useMemberInfo();
  return <AccountPage member={member.data} />;
}
