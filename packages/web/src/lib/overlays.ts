import type { DialogShowProps } from 'antd-mobile';
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
  forgetQueuedDialogs();
  ifOverlaysLoaded(({ Dialog, Modal }) => {
    Dialog.clear();
    Modal.clear();
  });
}

/**
 * A dialog the app shows unasked: the launch's unread letter, an operator's popup, the session
 * reminder, a new version. Such dialogs come at the same moment (a launch on the K-line page has
 * three), and stacked they hid one another: they show one at a time, each when the one before has
 * closed, in the order asked. Each belongs to its page, as withDialog's do.
 */
export interface QueuedDialog {
  /** Its props, made when its turn comes (in the language of that moment). */
  props: () => DialogShowProps;
  /** A newer dialog with the same key takes the place of one still waiting, or closes the one shown. */
  key?: string;
}

interface Waiting extends QueuedDialog {
  page: number;
}

let waiting: Waiting[] = [];
/** The queued dialog on screen (or loading to be): its key, how to close it, and whether a newer one replaced it. */
interface Shown {
  key: string | undefined;
  close: () => void;
  isReplaced: boolean;
}
let shown: Shown | null = null;

function showNextQueued(): void {
  if (shown !== null) return;
  waiting = waiting.filter((dialog) => dialog.page === page);
  const next = waiting.shift();
  if (next === undefined) return;
  const entry: Shown = { key: next.key, close: () => undefined, isReplaced: false };
  shown = entry;
  const done = () => {
    if (shown !== entry) return;
    shown = null;
    showNextQueued();
  };
  loadOverlays().then(
    ({ Dialog }) => {
      if (shown !== entry || entry.isReplaced || next.page !== page) {
        done();
        return;
      }
      const props = next.props();
      const handler = Dialog.show({
        ...props,
        afterClose: () => {
          props.afterClose?.();
          done();
        },
      });
      entry.close = handler.close;
    },
    // Without their code nothing can be shown: the queue starts again at the next ask.
    () => {
      if (shown === entry) shown = null;
    },
  );
}

/** Shows `dialog` once no other queued dialog is on screen (at once when none is). */
export function queueDialog(dialog: QueuedDialog): void {
  const asked: Waiting = { ...dialog, page };
  if (dialog.key !== undefined) {
    const index = waiting.findIndex((each) => each.key === dialog.key);
    if (index >= 0) {
      waiting[index] = asked;
      return;
    }
    if (shown?.key === dialog.key) {
      // It takes the place of the one it replaces: first in line, shown as that one closes.
      waiting.unshift(asked);
      shown.isReplaced = true;
      shown.close();
      return;
    }
  }
  waiting.push(asked);
  showNextQueued();
}

/** Drops every queued dialog, shown or waiting (the page changed; a test ended). */
export function forgetQueuedDialogs(): void {
  waiting = [];
  shown = null;
}
