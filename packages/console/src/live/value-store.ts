import { useSyncExternalStore } from 'react';
import { useStoreChange } from './use-store-change';

/**
 * One value the live channel keeps for the whole console (a count for a sider's badge), with
 * what components need of it: set it, read it now, render it, and hear each change while a page is
 * shown. null: nothing heard yet. A value equal to the one kept (by `same`) changes nothing.
 */
export function valueStore<Value>(same: (a: Value, b: Value) => boolean = Object.is) {
  let current: Value | null = null;
  const listeners = new Set<() => void>();
  const read = (): Value | null => current;
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return {
    read,
    subscribe,
    set: (value: Value | null): void => {
      if (value === current || (value !== null && current !== null && same(value, current))) return;
      current = value;
      for (const listener of listeners) listener();
    },
    /** The value for a component, or null before anything was heard. */
    use: (): Value | null => useSyncExternalStore(subscribe, read, read),
    /** Calls `onChange` with each new value while the calling page is shown (not the one it opened with). */
    useChange: (onChange: (value: Value) => void): void => {
      useStoreChange(subscribe, read, onChange);
    },
  };
}
