import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { closePageOverlays } from '../lib/overlays';

/**
 * Every dialog, sheet and popup belongs to the page that opened it and closes when that page is
 * left, by a link, by Back or by the app itself (login, maintenance): a confirmation left standing
 * over another page could still place a trade. Popups and sheets drawn by a page (Popup,
 * ActionSheet, Picker) go with it when it unmounts; the imperative ones (Dialog.show/alert/confirm,
 * Modal.*) live outside the page's tree, so they are closed here. A confirm closed this way
 * resolves false: nothing is done.
 */
export function useCloseOverlaysOnLeave(): void {
  const { pathname, search } = useLocation();
  const page = `${pathname}${search}`;
  const shown = useRef(page);
  useEffect(() => {
    if (page === shown.current) return;
    shown.current = page;
    closePageOverlays();
  }, [page]);
}
