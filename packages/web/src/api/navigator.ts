/**
 * How code outside React (the request wrapper, the live channel) changes page. The router registers
 * itself here at start, so the wrapper never imports the app.
 */
export interface NavigateOptions {
  replace?: boolean;
}
type NavigateFn = (to: string, options?: NavigateOptions) => void;

let navigateImpl: NavigateFn | null = null;

export function registerNavigator(navigate: NavigateFn): () => void {
  navigateImpl = navigate;
  return () => {
    if (navigateImpl === navigate) navigateImpl = null;
  };
}

/**
 * Forgets whichever navigator is registered. The router forgets its own when it unmounts; the
 * member app's tests share one module graph per worker, and a test that registered a stand-in
 * would otherwise send a later file's navigations to a router that no longer exists.
 */
export function forgetNavigator(): void {
  navigateImpl = null;
}

/** Opens a page by its path and query (`/pages/my/bill_record?type=recharge`). */
export function navigateTo(to: string, options?: NavigateOptions): void {
  if (navigateImpl) {
    navigateImpl(to, options);
    return;
  }
  // Before the router exists (or in a test without one) the hash itself is the route.
  window.location.hash = `#${to}`;
}
