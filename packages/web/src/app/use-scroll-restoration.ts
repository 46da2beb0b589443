import { useLayoutEffect, useRef, useState } from 'react';
import { NavigationType } from 'react-router';

/** Where the positions wait while the tab reloads, as the router kept them. */
const SAVED_POSITIONS = 'meridian.scroll-positions';

function savedPositions(): [string, number][] {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(SAVED_POSITIONS) ?? '{}');
    if (typeof saved !== 'object' || saved === null) return [];
    return Object.entries(saved).filter((entry): entry is [string, number] => typeof entry[1] === 'number');
  } catch {
    return [];
  }
}

/**
 * Scrolling between pages, as react-router's `<ScrollRestoration>` did it for this app: a page
 * opened by a link or by the app starts at the top; Back and Forward return to where that page was
 * left, after a reload too. That component belongs to the data router, which the app no longer
 * bundles (issue 21: about 16 KB of home's JavaScript), so this does its part. Positions are kept
 * by history entry (`entry`, the location's key), as the router's were, and recorded as the page
 * scrolls: by the time a navigation is drawn, the page it leaves is gone. Called with the page
 * drawn, null before the first.
 */
export function useScrollRestoration(entry: string | null, navigationType: NavigationType | null): void {
  const [positions] = useState(() => new Map<string, number>());
  const savedRead = useRef(false);
  useLayoutEffect(() => {
    if (entry === null) return;
    window.scrollTo(0, navigationType === NavigationType.Pop ? (positions.get(entry) ?? 0) : 0);
    // Read after the first page's scroll: the app starts at the top, as it did with the router
    // (whose positions were read only once the first page was drawn).
    if (!savedRead.current) {
      savedRead.current = true;
      for (const [saved, y] of savedPositions()) if (!positions.has(saved)) positions.set(saved, y);
    }
    const record = () => {
      positions.set(entry, window.scrollY);
    };
    window.addEventListener('scroll', record, { passive: true });
    return () => {
      window.removeEventListener('scroll', record);
    };
  }, [entry, navigationType, positions]);
  useLayoutEffect(() => {
    // The browser's own restoration would jump before the page is drawn again.
    window.history.scrollRestoration = 'manual';
    const save = () => {
      try {
        sessionStorage.setItem(SAVED_POSITIONS, JSON.stringify(Object.fromEntries(positions)));
      } catch {
        // Storage refused (a private mode): Back after a reload starts at the top.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = 'auto';
    };
  }, [positions]);
}
