import { redirect, type LoaderFunction } from 'react-router';
import { maintenanceMode } from '../api/maintenance-mode';
import { AGREEMENT_PAGES, LOGIN_PAGES, ROUTE } from '../config/routes';
import { session } from '../lib/session-store';

/**
 * Who may open a page (spec section 2): anyone, only a member with a session, or only someone
 * without one (the login pages).
 */
export type PageAccess = 'public' | 'member' | 'guest';

export interface RouteGuardInput {
  access: PageAccess;
  /** Path and query of the page being opened. */
  target: string;
  /** Path and query of the page being left; null when the app has just started. */
  from: string | null;
  hasToken: boolean;
  /** The app knows maintenance to be on (api/maintenance-mode). */
  isMaintenanceOn: boolean;
}

export interface RouteGuardDecision {
  redirectTo: string | null;
  /** The page to return to after login, when this navigation sets one. */
  rememberLastPage: string | null;
}

function pathOf(page: string): string {
  return page.split('?')[0] ?? page;
}

/**
 * A page worth coming back to after login: not a login page, not an agreement read on the way, and
 * not the maintenance page (maintenance ending is what sends everyone to login).
 */
function isReturnable(page: string): boolean {
  const path = pathOf(page);
  return !LOGIN_PAGES.has(path) && !AGREEMENT_PAGES.has(path) && path !== ROUTE.maintain;
}

/**
 * The route guard of spec section 2: a member-only page without a token goes to login; a member
 * with a token opening a login page goes home; entering a login page from another page (not an
 * agreement) remembers that page, query included, to return to after login. Before all that, while
 * maintenance is on every page leads back to the maintenance page (spec section 4), as the server
 * refuses member calls before it looks at the token.
 */
export function decideRoute({ access, target, from, hasToken, isMaintenanceOn }: RouteGuardInput): RouteGuardDecision {
  if (isMaintenanceOn && pathOf(target) !== ROUTE.maintain) return { redirectTo: ROUTE.maintain, rememberLastPage: null };
  if (access === 'member' && !hasToken) return { redirectTo: ROUTE.login, rememberLastPage: null };
  if (access === 'guest' && hasToken) return { redirectTo: ROUTE.home, rememberLastPage: null };
  if (access === 'guest' && from !== null && isReturnable(from)) return { redirectTo: null, rememberLastPage: from };
  return { redirectTo: null, rememberLastPage: null };
}

interface RouterLike {
  state: { initialized: boolean; location: { pathname: string; search: string } };
}

/** Path and query of the page a router shows, or null while it has not shown one yet. */
export function currentPageOf(router: RouterLike | null): string | null {
  if (router === null || !router.state.initialized) return null;
  return `${router.state.location.pathname}${router.state.location.search}`;
}

/**
 * Route loaders that apply the guard. `currentPage` tells where the app is (null at start). When
 * the guard turns a member page away to login, the login page counts as entered from the page
 * that was asked for: that is where the member wants to be after logging in.
 */
export function createGuard(currentPage: () => string | null): (access: PageAccess) => LoaderFunction {
  let blockedPage: string | null = null;
  return (access) =>
    ({ request }) => {
      const url = new URL(request.url);
      const target = `${url.pathname}${url.search}`;
      const from = blockedPage ?? currentPage();
      blockedPage = null;
      const decision = decideRoute({ access, target, from, hasToken: session.hasToken(), isMaintenanceOn: maintenanceMode.isOn() });
      if (decision.rememberLastPage !== null) session.get().setLastPage(decision.rememberLastPage);
      if (decision.redirectTo === null) return null;
      if (decision.redirectTo === ROUTE.login) blockedPage = target;
      return redirect(decision.redirectTo);
    };
}
