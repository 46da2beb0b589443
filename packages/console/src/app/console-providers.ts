import { accessControlProvider } from '../access/access-control-provider';
import { dataProvider } from '../data-provider';
import { i18nProvider } from '../i18n/i18n-provider';
import { useConsoleNotificationProvider } from './notification-provider';

/**
 * What refine is given to reach the admin API, check access, translate and notify: the App's, and
 * the one a test of a single form or card renders with (testing/console-component.tsx), so a part
 * tested alone talks to refine as it does in the console.
 */
export const CONSOLE_PROVIDERS = {
  dataProvider,
  accessControlProvider,
  i18nProvider,
  notificationProvider: useConsoleNotificationProvider,
} as const;
