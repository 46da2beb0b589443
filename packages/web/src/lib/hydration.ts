import { useEffect, useRef, useSyncExternalStore } from 'react';

/**
 * The first paint is HTML rendered at build time (src/prerender), which React then hydrates: its
 * first render in the browser must give the same markup as the build did. What the build cannot
 * know (the member, the clock, their data) waits for the render after: `useHydrated()` is false
 * while React renders on the build machine and while it hydrates, true in every other render. A
 * page drawn without hydration (any page after the first) sees true at once.
 */
const noSubscription = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

let pageAtOnce = false;

/**
 * The first page of a visit is normally drawn one render after the app frame (app/app-layout.tsx),
 * so its long render is a transition. When that page is already on screen as prerendered HTML, the
 * first render must draw it at once, as the build did, for the hydration to match.
 */
export function drawFirstPageAtOnce(): void {
  pageAtOnce = true;
}

export function firstPageDrawnAtOnce(): boolean {
  return pageAtOnce;
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
