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

/** The guard's answer when it lets a page through. */
const LET_THROUGH: RouteGuardDecision = { redirectTo: null, rememberLastPage: null };

/**
 * Applies the rule to the navigations of one app, as the data router's loaders did: once per
 * navigation, before its page renders. `decide` is pure (a render may be thrown away and done
 * again); `commit` records a navigation once React has committed it. A navigation is known by its
 * location object, which the router makes anew for each one (Back to a page included).
 */
export interface RouteGuard {
  /** What to do with `navigation` to `target`; `access` null is a page without a guard (not found). */
  decide: (navigation: object, access: PageAccess | null, target: string) => RouteGuardDecision;
  commit: (navigation: object, target: string, decision: RouteGuardDecision) => void;
}

/**
 * A guard with its memory of the visit: the page on screen (where a navigation comes from; none
 * when the app has just started) and the member page last turned away to login. When the guard
 * turns a member page away to login, the login page counts as entered from the page that was
 * asked for: that is where the member wants to be after logging in.
 */
export function createRouteGuard(): RouteGuard {
  let shownPage: string | null = null;
  let blockedPage: string | null = null;
  // The navigation last committed, whose decision holds until the next one (a render of the same
  // page, after a login say, does not decide again).
  let committed: { navigation: object; decision: RouteGuardDecision } | null = null;
  return {
    decide: (navigation, access, target) => {
      if (committed?.navigation === navigation) return committed.decision;
      if (access === null) return LET_THROUGH;
      return decideRoute({ access, target, from: blockedPage ?? shownPage, hasToken: session.hasToken(), isMaintenanceOn: maintenanceMode.isOn() });
    },
    commit: (navigation, target, decision) => {
      if (committed?.navigation === navigation) return;
      committed = { navigation, decision };
      if (decision.rememberLastPage !== null) session.get().setLastPage(decision.rememberLastPage);
      blockedPage = decision.redirectTo === ROUTE.login ? target : null;
      if (decision.redirectTo === null) shownPage = target;
    },
  };
}

/** No guard: the build renders every page (who may open it is the browser's question). */
export const OPEN_GUARD: RouteGuard = {
  decide: () => LET_THROUGH,
  commit: () => undefined,
};
