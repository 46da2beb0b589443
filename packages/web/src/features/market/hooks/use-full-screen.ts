import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** Marks the history entry full-screen mode adds, so the back button closes it instead of leaving the page. */
const FULL_SCREEN_ENTRY = 'meridianFullScreen';

function isOurEntry(state: unknown): boolean {
  return typeof state === 'object' && state !== null && FULL_SCREEN_ENTRY in state;
}

/** The Screen Orientation lock, where the browser has it (Chrome on Android, in fullscreen): TypeScript's DOM types lack it. */
function lockLandscape(): Promise<void> {
  const orientation = screen.orientation as ScreenOrientation & { lock?: (orientation: 'landscape') => Promise<void> };
  return typeof orientation.lock === 'function' ? orientation.lock('landscape') : Promise.reject(new Error('no orientation lock'));
}

export interface FullScreen {
  isOpen: boolean;
  open: () => void;
  close: () => void;
  /** The element that fills the screen. */
  frame: RefObject<HTMLDivElement | null>;
}

/**
 * The chart's full-screen landscape mode. Where the browser can, the frame goes fullscreen and the
 * screen turns to landscape (Screen Orientation lock); where it cannot (iPhones, desktops), the
 * frame covers the page and, on a screen held upright, CSS turns it a quarter (full-screen-frame).
 * Escape, the back button and the close button all close it.
 */
export function useFullScreen(): FullScreen {
  const [isOpen, setOpen] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const opener = useRef<Element | null>(null);
  // Set at once, not at the next render: the several ways out (a key, the browser leaving
  // fullscreen, the back button) may all fire, and only the first may step back in history.
  const openNow = useRef(false);

  /** Closes the mode; false when it was closed already. */
  const leave = useCallback((): boolean => {
    if (!openNow.current) return false;
    openNow.current = false;
    setOpen(false);
    if (document.fullscreenElement != null) document.exitFullscreen().catch(() => undefined);
    if (opener.current instanceof HTMLElement) opener.current.focus();
    return true;
  }, []);

  const close = useCallback(() => {
    // The entry open() added goes; its popstate then finds the mode closed already.
    if (leave() && isOurEntry(window.history.state)) window.history.back();
  }, [leave]);

  const open = useCallback(() => {
    if (openNow.current) return;
    openNow.current = true;
    opener.current = document.activeElement;
    setOpen(true);
    const state: unknown = window.history.state;
    window.history.pushState({ ...(typeof state === 'object' ? state : null), [FULL_SCREEN_ENTRY]: true }, '');
    const element = frame.current;
    if (element === null || typeof element.requestFullscreen !== 'function') return;
    // Refused (no gesture, no support) or unable to turn: the CSS quarter turn stands in.
    element
      .requestFullscreen()
      .then(lockLandscape)
      .catch(() => undefined);
  }, []);

  useEffect(() => {
    if (!isOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    const onBack = () => {
      if (!isOurEntry(window.history.state)) leave();
    };
    // The browser's own way out of fullscreen (its Escape, a swipe) closes the mode too.
    const onFullscreenChange = () => {
      if (document.fullscreenElement == null) close();
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('popstate', onBack);
    document.addEventListener('fullscreenchange', onFullscreenChange);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('popstate', onBack);
      document.removeEventListener('fullscreenchange', onFullscreenChange);
    };
  }, [isOpen, close, leave]);

  return { isOpen, open, close, frame };
}
