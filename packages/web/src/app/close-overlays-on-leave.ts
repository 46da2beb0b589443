import { closePageOverlays } from '../lib/overlays';

interface RouterLike {
  state: { location: { pathname: string; search: string } };
  subscribe: (listener: (state: { location: { pathname: string; search: string } }) => void) => () => void;
}

function pageOf(location: { pathname: string; search: string }): string {
  return `${location.pathname}${location.search}`;
}

/**
 * Every dialog, sheet and popup belongs to the page that opened it and closes when that page is
 * left, by a link, by Back or by the app itself (login, maintenance): a confirmation left standing
 * over another page could still place a trade. Popups and sheets drawn by a page (Popup,
 * ActionSheet, Picker) go with it when it unmounts; the imperative ones (Dialog.show/alert/confirm,
 * Modal.*) live outside the page's tree, so they are closed here. A confirm closed this way
 * resolves false: nothing is done.
 */
export function closeOverlaysOnLeave(router: RouterLike): () => void {
  let page = pageOf(router.state.location);
  return router.subscribe((state) => {
    const next = pageOf(state.location);
    if (next === page) return;
    page = next;
    closePageOverlays();
  });
}
