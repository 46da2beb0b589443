import { startTransition, useEffect, useRef, useState } from 'react';

/**
 * The first paint is HTML rendered at build time (src/prerender), which React then hydrates: its
 * first render in the browser must give the same markup as the build did. What the build cannot
 * know (the member, the clock, their data) waits for the render after: `useHydrated()` is false
 * while React renders on the build machine and while it hydrates, true in every other render. A
 * page drawn without hydration (any page after the first) sees true at once.
 *
 * The render after hydration is a transition (issue 21): React draws it in slices that yield to
 * the browser, as it does the hydration itself (main.tsx), instead of one long task right after
 * the page became live. (A store read with useSyncExternalStore, whose server value differs,
 * would force that render to be synchronous.)
 */
let firstPaintRender = false;
let pageAtOnce = false;

/**
 * The render about to start is the first paint's: the build's, or the hydration of the page the
 * build rendered. Its first page is drawn at once, as the build did, for the hydration to match;
 * and `useHydrated()` is false in it.
 */
export function drawFirstPageAtOnce(): void {
  pageAtOnce = true;
  firstPaintRender = true;
}

/**
 * The first page of a visit is normally drawn one render after the app frame (app/app-layout.tsx),
 * so its long render is a transition. When that page is already on screen as prerendered HTML, the
 * first render must draw it at once.
 */
export function firstPageDrawnAtOnce(): boolean {
  return pageAtOnce;
}

/**
 * The hydration has committed: components mounted from now on are drawn in the browser, not
 * taken over, and see `useHydrated()` true at once. Called by the app's outermost component
 * (app/providers.tsx), whose effects run after those of everything it holds, so every component
 * of the hydration has read the flag by then. (A Suspense boundary hydrated later, such as
 * K-line's chart, must not read `useHydrated()`: it would see true where the build saw false.)
 */
export function endFirstPaintRender(): void {
  firstPaintRender = false;
}

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => !firstPaintRender);
  useEffect(() => {
    if (hydrated) return;
    startTransition(() => {
      setHydrated(true);
    });
  }, [hydrated]);
  return hydrated;
}

/**
 * Runs `effect` once, right after a hydration this component was part of: what its first render
 * left out for the build's sake (a remembered username) comes in then. Components drawn without
 * hydration never run it; they read such things in their first render.
 */
export function useOnHydrated(effect: () => void): void {
  const hydrated = useHydrated();
  const pending = useRef(!hydrated);
  useEffect(() => {
    if (!hydrated || !pending.current) return;
    pending.current = false;
    effect();
  });
}
