import { startTransition, use, useEffect, useLayoutEffect, useMemo, useReducer, useState, type ComponentType } from 'react';
import { Navigate, Route, Routes, matchRoutes, useLocation, useNavigationType, type Location, type NavigationType } from 'react-router';
import { wholeCatalog } from '../i18n';
import { AppLayout, Splash } from './app-layout';
import { PageErrorBoundary } from './page-error-boundary';
import { pageModule, type PageModule } from './page-module';
import { OPEN_GUARD, createRouteGuard, type RouteGuardDecision } from './route-guard';
import { RouteHandleContext, type RouteHandle } from './route-handle';
import { PAGES, type PageEntry } from './route-table';
import { useScrollRestoration } from './use-scroll-restoration';

/**
 * A page's module, with the whole catalog: only home's first render makes do with the catalog's
 * first part (i18n/first-paint-texts.ts); every other page waits for the rest, fetched since launch.
 */
async function loadPage(page: PageEntry): Promise<ComponentType> {
  if (page.firstPaint === true) return page.load();
  const [Component] = await Promise.all([page.load(), wholeCatalog()]);
  return Component;
}

const modules = new WeakMap<PageEntry, PageModule>();

/** The module of a page of the table, loaded when the page is first opened. */
function moduleOf(page: PageEntry): PageModule {
  let module = modules.get(page);
  if (module === undefined) {
    module = pageModule(() => loadPage(page));
    modules.set(page, module);
  }
  return module;
}

/** The `*` route: an address the app has no page for. */
const NOT_FOUND = pageModule(async () => {
  const [{ NotFoundPage }] = await Promise.all([import('./pages/not-found-page'), wholeCatalog()]);
  return NotFoundPage;
});

/** The page of the table at `pathname`, matched as <Routes> matches it; undefined for none. */
function pageAt(pages: readonly PageEntry[], pathname: string): PageEntry | undefined {
  return matchRoutes(
    pages.map((page) => ({ path: page.path, page })),
    pathname,
  )?.[0]?.route.page;
}

/** Path and query of a page (what the guard compares and remembers). */
interface Address {
  pathname: string;
  search: string;
}

/** Where the app's first render goes from `address`: the guard's decision, and the page it shows. */
function firstPageAt(address: Address, guarded: boolean): { decision: RouteGuardDecision; page: PageEntry | undefined } {
  const asked = pageAt(PAGES, address.pathname);
  // A new guard decides as the app's does at its first render: from no page.
  const guard = guarded ? createRouteGuard() : OPEN_GUARD;
  const decision = guard.decide(address, asked?.access ?? null, `${address.pathname}${address.search}`);
  return { decision, page: decision.redirectTo === null ? asked : pageAt(PAGES, decision.redirectTo) };
}

/**
 * Loads the module of the page the app starts on at `address` (or of the page the guard sends it
 * to), for the first render to draw it at once; rejects when it fails to load.
 */
export async function loadFirstPage(address: Address, { guarded = true }: { guarded?: boolean } = {}): Promise<void> {
  const { page } = firstPageAt(address, guarded);
  await (page === undefined ? NOT_FOUND : moduleOf(page)).load();
}

/**
 * The path of the page the app's first render at `address` draws at once: the guard lets it
 * through and its module is here. Null otherwise: that render would draw another page, or none yet.
 */
export function firstPageAsIs(address: Address): string | null {
  const { decision, page } = firstPageAt(address, true);
  if (decision.redirectTo !== null || page === undefined || !moduleOf(page).isSettled()) return null;
  try {
    moduleOf(page).loaded();
  } catch {
    // Its module failed: the render shows RouteError, not the page.
    return null;
  }
  return address.pathname;
}

/** A page drawn by AppRoutes: its navigation, and its page of the table (none: not found). */
interface DrawnPage {
  location: Location;
  navigationType: NavigationType;
  page: PageEntry | undefined;
}

/** A page's component: AppRoutes draws a page once its module has settled (a failure throws here). */
function LazyPage({ module }: { module: PageModule }) {
  const Component = module.loaded() ?? use(module.load());
  return <Component />;
}

interface AppRoutesProps {
  /** The route table; tests give pages stand-in modules. */
  pages?: readonly PageEntry[];
  /** False for the build's render (src/prerender): every page renders, who may open it is the browser's question. */
  guarded?: boolean;
}

/** Draws again once `module` has loaded, while `waits` (a transition, as the router's navigations are). */
function useDrawnWhenModuleComes(waits: boolean, module: ReturnType<typeof moduleOf>): void {
  const [, moduleCame] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (!waits) return;
    let live = true;
    void module.settled().then(() => {
      if (live) startTransition(moduleCame);
    });
    return () => {
      live = false;
    };
  }, [waits, module]);
}

/** What follows the page on screen: the scroll it had, and its title and tab for the layout. */
function useShownPageHandle(shown: DrawnPage | null): RouteHandle | null {
  useScrollRestoration(shown?.location.key ?? null, shown?.navigationType ?? null);
  const page = shown?.page;
  return useMemo((): RouteHandle | null => (page === undefined ? null : { title: page.title, tab: page.tab }), [page]);
}

/**
 * Every page of the table under the app's layout, each behind its guard, loaded lazily and inside
 * an error boundary (a page that fails to load or to render shows RouteError inside the layout);
 * an address without a page shows the not-found page. As with the data router, a navigation is
 * drawn once its page may be and can be: the guard decides first (a page it turns away is never
 * drawn; the address is replaced), then the page's module loads while the page being left stays
 * on screen, and the splash shows until the first page of a visit is there.
 */
export function AppRoutes({ pages = PAGES, guarded = true }: AppRoutesProps) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [guard] = useState(() => (guarded ? createRouteGuard() : OPEN_GUARD));
  const target = `${location.pathname}${location.search}`;
  const page = useMemo(() => pageAt(pages, location.pathname), [pages, location.pathname]);
  const decision = guard.decide(location, page?.access ?? null, target);
  useLayoutEffect(() => {
    guard.commit(location, target, decision);
  }, [guard, location, target, decision]);

  const module = page === undefined ? NOT_FOUND : moduleOf(page);
  const canDraw = decision.redirectTo === null && module.isSettled();
  const [drawn, setDrawn] = useState<DrawnPage | null>(null);
  if (canDraw && drawn?.location !== location) setDrawn({ location, navigationType, page });
  useDrawnWhenModuleComes(decision.redirectTo === null && !canDraw, module);

  const shown = canDraw ? { location, navigationType, page } : drawn;
  const handle = useShownPageHandle(shown);
  return (
    <RouteHandleContext value={handle}>
      {decision.redirectTo !== null && <Navigate to={decision.redirectTo} replace />}
      {shown === null ? <Splash /> : <PageRoutes pages={pages} location={shown.location} />}
    </RouteHandleContext>
  );
}

/** The routes at the page drawn: the layout, and in it the page, each inside an error boundary. */
function PageRoutes({ pages, location }: { pages: readonly PageEntry[]; location: Location }) {
  return (
    <Routes location={location}>
      <Route
        element={
          <PageErrorBoundary navigation={location}>
            <AppLayout />
          </PageErrorBoundary>
        }
      >
        {pages.map((each) => (
          <Route
            key={each.path}
            path={each.path}
            element={
              <PageErrorBoundary navigation={location}>
                <LazyPage module={moduleOf(each)} />
              </PageErrorBoundary>
            }
          />
        ))}
        <Route
          path="*"
          element={
            <PageErrorBoundary navigation={location}>
              <LazyPage module={NOT_FOUND} />
            </PageErrorBoundary>
          }
        />
      </Route>
    </Routes>
  );
}
