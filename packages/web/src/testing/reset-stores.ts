import { useMaintenanceMode } from '../api/maintenance-mode';
import { useConfig } from '../lib/config-store';
import { initialSession, useSession } from '../lib/session-store';

/** Each test starts logged out, with no configuration, outside maintenance. */
export function resetStores(): void {
  useSession.setState(initialSession());
  useConfig.setState({ appConfig: null, companyConfig: null, customerConfig: null });
  useMaintenanceMode.setState({ isOn: false });
}
