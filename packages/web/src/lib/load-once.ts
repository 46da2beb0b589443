/**
 * Code loaded after the first paint (a dynamic import), once: `load()` starts it or joins the load
 * under way, and `current()` answers it at once when it is there, so a caller can act in the same
 * tick rather than after a promise. A failed load (the network dropped) is tried again at the next
 * `load()`.
 */
export interface LoadOnce<T> {
  load(): Promise<T>;
  current(): T | null;
}

export function loadOnce<T>(importer: () => Promise<T>): LoadOnce<T> {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    load() {
      loading ??= importer().then(
        (value) => {
          loaded = value;
          return value;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    current: () => loaded,
  };
}
