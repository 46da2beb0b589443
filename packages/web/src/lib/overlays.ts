import type * as AntdOverlays from './antd-overlays';
import { loadOnce } from './load-once';

/**
 * antd-mobile's imperative overlays (Toast, Dialog, Modal) load on their own, when first needed:
 * home shows none of them, and with them went 25 KB gzipped of animation code (@react-spring) out
 * of what home loads (issue 21). main.tsx warms them at the member's first touch, so the toast or
 * dialog a tap leads to shows at once; one asked for before that shows as soon as they arrive.
 */
export type Overlays = typeof AntdOverlays;

const overlays = loadOnce(() => import('./antd-overlays'));
/** Counts the changes of page: a dialog asked for on a page left before it could show is dropped. */
let page = 0;

/** Loads the overlays once; a failed load (the network dropped) is tried again at the next ask. */
export function loadOverlays(): Promise<Overlays> {
  return overlays.load();
}

function whenLoaded(show: (overlays: Overlays) => void, stillWanted: () => boolean): void {
  const loaded = overlays.current();
  if (loaded !== null) {
    show(loaded);
    return;
  }
  loadOverlays().then(
    (arrived) => {
      if (stillWanted()) show(arrived);
    },
    // Without their code nothing can be shown; the call that asked has already done its part.
    () => undefined,
  );
}

/** Shows a toast: at once when the overlays are loaded, else as soon as they are. */
export function withToast(show: (toast: Overlays['Toast']) => void): void {
  whenLoaded(({ Toast }) => {
    show(Toast);
  }, () => true);
}

/**
 * Shows a dialog or modal of the current page: at once when the overlays are loaded, else as soon
 * as they are, unless the page was left meanwhile (close-overlays-on-leave.ts would have closed it).
 */
export function withDialog(show: (overlays: Pick<Overlays, 'Dialog' | 'Modal'>) => void): void {
  const askedOn = page;
  whenLoaded(show, () => askedOn === page);
}

/** Runs `act` only when the overlays are loaded: before that, none can be on screen to act on. */
export function ifOverlaysLoaded(act: (overlays: Overlays) => void): void {
  const loaded = overlays.current();
  if (loaded !== null) act(loaded);
}

/** The page changed: dialogs and modals on screen close, and those still loading never show. */
export function closePageOverlays(): void {
  page += 1;
  ifOverlaysLoaded(({ Dialog, Modal }) => {
    Dialog.clear();
    Modal.clear();
  });
}
