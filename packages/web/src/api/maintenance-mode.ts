import { create } from 'zustand';
import { ROUTE } from '../config/routes';
import { navigateTo } from './navigator';

/**
 * Whether the app knows maintenance to be on (spec section 4). Learnt from the maintenance push,
 * from a call the server refused with 4503, from the maintenance page's polling and from the check
 * at launch; kept in memory only, since a reload asks the server again. While it is on, the route
 * guard sends every page to the maintenance page.
 */
interface MaintenanceModeState {
  isOn: boolean;
}

export const useMaintenanceMode = create<MaintenanceModeState>()(() => ({ isOn: false }));

export const maintenanceMode = {
  isOn: (): boolean => useMaintenanceMode.getState().isOn,
  /** Maintenance is on, as the maintenance page itself learnt: remembered, no page change. */
  remember: (): void => {
    useMaintenanceMode.setState({ isOn: true });
  },
  /** Maintenance is on: remember it and wait on the maintenance page. */
  enter: (): void => {
    maintenanceMode.remember();
    navigateTo(ROUTE.maintain, { replace: true });
  },
  /** Maintenance is over: pages open again (what happens to the session is the caller's rule). */
  leave: (): void => {
    useMaintenanceMode.setState({ isOn: false });
  },
};
