import { ThemedLayout } from '@refinedev/antd';
import '@refinedev/antd/dist/reset.css';
import { Authenticated, Refine } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { App as AntdApp, ConfigProvider } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Navigate, Outlet, Route, Routes } from 'react-router';
import { authProvider } from '../auth/auth-provider';
import { PATHS } from '../config/paths';
import { currentLanguage } from '../i18n';
import { ANTD_LOCALES } from '../i18n/antd-locale';
import { AppTitle } from '../layout/app-title';
import { AppHeader } from '../layout/app-header';
import { PageLoading } from '../components/page-loading';
import { LiveOperatorChannel } from '../live/live-operator-channel';
import { CONSOLE_PROVIDERS } from './console-providers';
import * as Pages from './lazy-pages';
import { RESOURCES, SCREEN_ROUTES } from './screen-routes';
import { useColourScheme } from '../lib/colour-scheme';
import { prefersLessMotion } from '../lib/reduced-motion';
import { retryUnlessRefused } from '../lib/query-retry';
import { PageColours } from './page-colours';
import { consoleTheme } from './theme';

/** The built console is served under /console/ (vite.config.ts `base`). */
const BASENAME = '/console';

/** Pages of a signed-in operator whose stage is `ready`; others are sent where check() says. */
function WorkingArea() {
  return (
    <Authenticated key="working-area">
      <LiveOperatorChannel />
      <ThemedLayout Header={AppHeader} Title={AppTitle}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </ThemedLayout>
    </Authenticated>
  );
}

export function App() {
  // Re-renders on a language switch, so antd's own texts follow the catalog's.
  useTranslation();
  const language = currentLanguage();
  const { scheme } = useColourScheme();
  return (
    <BrowserRouter basename={BASENAME}>
      <ConfigProvider locale={ANTD_LOCALES[language]} theme={consoleTheme(prefersLessMotion(), scheme)}>
        <PageColours scheme={scheme} />
        <AntdApp>
          <Refine
            {...CONSOLE_PROVIDERS}
            authProvider={authProvider}
            routerProvider={routerProvider}
            resources={RESOURCES}
            options={{
              disableTelemetry: true,
              syncWithLocation: true,
              warnWhenUnsavedChanges: false,
              reactQuery: { clientConfig: { defaultOptions: { queries: { retry: retryUnlessRefused } } } },
            }}
          >
            <Routes>
              <Route element={<WorkingArea />}>
                {SCREEN_ROUTES}
                <Route path="*" element={<Pages.NotFoundPage />} />
              </Route>
              <Route
                path={PATHS.login}
                element={
                  <Authenticated key="login" fallback={<Suspense fallback={<PageLoading />}><Pages.LoginPage /></Suspense>}>
                    <Navigate to={PATHS.dashboard} replace />
                  </Authenticated>
                }
              />
              <Route
                path={PATHS.firstSignIn}
                element={
                  <Suspense fallback={<PageLoading />}>
                    <Pages.FirstSignInPage />
                  </Suspense>
                }
              />
            </Routes>
          </Refine>
        </AntdApp>
      </ConfigProvider>
    </BrowserRouter>
  );
}
