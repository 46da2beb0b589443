import { createHashRouter } from 'react-router';
import { registerNavigator } from '../api/navigator';
import { useConfig } from '../lib/config-store';
import { closeOverlaysOnLeave } from './close-overlays-on-leave';
import { createGuard, currentPageOf } from './route-guard';
import { buildRoutes } from './routes';

export type AppRouter = ReturnType<typeof createHashRouter>;

/** Document title = company name, after every navigation (spec section 2). */
function syncDocumentTitle(router: AppRouter): void {
  const apply = () => {
    const companyName = useConfig.getState().companyConfig?.companyName;
    if (companyName !== undefined && companyName !== '') document.title = companyName;
  };
  router.subscribe((state) => {
    if (state.navigation.state === 'idle') apply();
  });
  useConfig.subscribe(apply);
  apply();
}

/** The hash router with every route, registered as the navigator of code outside React. */
export function createAppRouter(): AppRouter {
  const holder: { router: AppRouter | null } = { router: null };
  const guard = createGuard(() => currentPageOf(holder.router));
  const router = createHashRouter(buildRoutes(guard));
  holder.router = router;
  registerNavigator((to, options) => {
    void router.navigate(to, { replace: options?.replace === true });
  });
  syncDocumentTitle(router);
  closeOverlaysOnLeave(router);
  return router;
}

/** Resolves once the router has matched its first page (its lazy module and loader done). */
export function whenRouterReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
