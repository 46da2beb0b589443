import type { ComponentType } from 'react';

/**
 * A page's lazily loaded module, fetched at most once. Its outcome is readable synchronously once
 * it has settled: a page whose module is here renders at once, without suspending, which the
 * hydration of a prerendered page needs (main.tsx). A failed load is kept, as the data router kept
 * it: the page shows RouteError, whose retry reloads the app.
 */
export interface PageModule {
  /** Starts the load (once) and resolves with the page's component. */
  load: () => Promise<ComponentType>;
  /** Starts the load (once) and resolves when it has settled, either way. */
  settled: () => Promise<void>;
  /** The component once loaded; undefined while not yet; throws what the load failed with. */
  loaded: () => ComponentType | undefined;
  /** The load has settled, either way. */
  isSettled: () => boolean;
}

export function pageModule(load: () => Promise<ComponentType>): PageModule {
  let outcome: { component: ComponentType } | { error: unknown } | undefined;
  let loading: Promise<ComponentType> | undefined;
  let settling: Promise<void> | undefined;
  const start = (): Promise<ComponentType> => {
    loading ??= load().then(
      (component) => {
        outcome = { component };
        return component;
      },
      (error: unknown) => {
        outcome = { error };
        throw error;
      },
    );
    return loading;
  };
  return {
    load: start,
    settled: () => {
      settling ??= start().then(
        () => undefined,
        () => undefined,
      );
      return settling;
    },
    loaded: () => {
      if (outcome === undefined) return undefined;
      if ('error' in outcome) throw outcome.error;
      return outcome.component;
    },
    isSettled: () => outcome !== undefined,
  };
}
