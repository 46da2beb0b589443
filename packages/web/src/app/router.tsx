import { useEffect, useRef } from 'react';
import { HashRouter, parsePath, useLocation, useNavigate } from 'react-router';
import { registerNavigator } from '../api/navigator';
import { useConfig } from '../lib/config-store';
import { AppRoutes, firstPageAsIs, loadFirstPage } from './routes';

/** The page in the address bar (path and query), read as the hash router reads it. */
function addressInHash(): { pathname: string; search: string } {
  const { pathname = '/', search = '' } = parsePath(window.location.hash.slice(1));
  return { pathname: pathname.startsWith('/') ? pathname : `/${pathname}`, search };
}

/** Document title = company name, after every navigation (spec section 2). */
function useDocumentTitle(): void {
  const location = useLocation();
  useEffect(() => {
    const apply = () => {
      const companyName = useConfig.getState().companyConfig?.companyName;
      if (companyName !== undefined && companyName !== '') document.title = companyName;
    };
    apply();
    return useConfig.subscribe(apply);
  }, [location]);
}

/**
 * Code outside React (the request wrapper, the live channel) changes page through the router.
 * Before the router listens, api/navigator.ts sets the hash instead: a change the router missed
 * while the app started (its first render read the address; it listens from its first commit)
 * is taken up once here.
 */
function useNavigatorOutsideReact(): void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const caughtUp = useRef(false);
  useEffect(
    () =>
      registerNavigator((to, options) => {
        void navigate(to, { replace: options?.replace === true });
      }),
    [navigate],
  );
  useEffect(() => {
    // Once, at start: later changes of the address reach the router as navigations.
    if (caughtUp.current) return;
    caughtUp.current = true;
    const address = addressInHash();
    if (address.pathname !== pathname || address.search !== search) void navigate(`${address.pathname}${address.search}`, { replace: true });
  }, [navigate, pathname, search]);
}

/** The pages, with what follows every navigation. */
function AppPages() {
  useDocumentTitle();
  useNavigatorOutsideReact();
  return <AppRoutes />;
}

/**
 * The app under the hash router, in react-router's declarative mode: the data router's own code
 * (about 16 KB of home's JavaScript, issue 21) stays out of the bundle; app/routes.tsx does what
 * its loaders, lazy routes, handles and error elements did.
 */
export function AppRouter() {
  // Each change of address is an ordinary update, not a transition: as transitions, an address
  // typed or set (popstate) while the page before was still being drawn was at times never
  // rendered at all, and the page of the old address stayed on screen under the new one (a
  // journey caught a member page shown after logout, its guard never asked). AppRoutes keeps the
  // page being left on screen while the next one's module loads, and draws it as a transition.
  return (
    <HashRouter useTransitions={false}>
      <AppPages />
    </HashRouter>
  );
}

/**
 * Starts loading the first page's module (main.tsx, as soon as the app starts, as the data router
 * did when it was made); resolves once it has settled. A page that did not load is drawn afresh,
 * as RouteError.
 */
export function loadFirstPageInHash(): Promise<void> {
  return loadFirstPage(addressInHash()).catch(() => undefined);
}

/** The path of the page the first render draws at once, as it is now (app/routes.tsx firstPageAsIs). */
export function firstPageInHashAsIs(): string | null {
  return firstPageAsIs(addressInHash());
}
