import { maintenanceMode } from '../../api/maintenance-mode';
import { navigateTo } from '../../api/navigator';
import { ROUTE } from '../../config/routes';
import { session } from '../../lib/session-store';

/**
 * The maintenance push (spec section 4), also what the maintenance page does when its polling sees
 * maintenance end: on, the member waits on the maintenance page; off, the session is forgotten
 * (token, member, balance) and everyone logs in again.
 */
export function applyMaintainStatus(maintainStatus: boolean): void {
  if (maintainStatus) {
    maintenanceMode.enter();
    return;
  }
  maintenanceMode.leave();
  session.get().clearSession();
  navigateTo(ROUTE.login, { replace: true });
}
