import { navigateTo } from '../../api/navigator';
import { ROUTE } from '../../config/routes';
import { session } from '../../lib/session-store';

/**
 * What the app does when it learns whether maintenance is on (spec section 4), from the
 * sys_push_maintain_info push or from the maintenance page's own polling: on, the member waits on
 * the maintenance page; off, the session is forgotten (token, member, balance) and everyone logs in again.
 */
export function applyMaintainStatus(maintainStatus: boolean): void {
  if (maintainStatus) {
    navigateTo(ROUTE.maintain, { replace: true });
    return;
  }
  session.get().clearSession();
  navigateTo(ROUTE.login, { replace: true });
}
