import { useMaintenanceMode } from '../api/maintenance-mode';
import { useConfig } from '../lib/config-store';
import { initialSession, useSession } from '../lib/session-store';
import { useThemeChoice } from '../lib/theme-store';
import { DEMO_MEMBER } from './fixtures';

/** Each test starts logged out, with no configuration, outside maintenance, in the light system theme. */
export function resetStores(): void {
  useSession.setState(initialSession());
  useConfig.setState({ appConfig: null, companyConfig: null, customerConfig: null });
  useMaintenanceMode.setState({ isOn: false });
  useThemeChoice.setState({ choice: 'system', system: 'light' });
}

/** As resetStores, with the demo member signed in: the start of a member page's tests. */
export function resetStoresSignedIn(): void {
  resetStores();
  useSession.setState({ token: 'token', user: DEMO_MEMBER });
}
