import { useEffect, useRef } from 'react';

/**
 * Calls `onChange` whenever a store of the live channel changes while the calling page is shown
 * (not for the value it had when the page opened): the page refetches what it shows.
 */
export function useStoreChange<Value>(subscribe: (listener: () => void) => () => void, read: () => Value | null, onChange: (value: Value) => void): void {
  const handler = useRef(onChange);
  useEffect(() => {
    handler.current = onChange;
  });
  useEffect(
    () =>
      subscribe(() => {
        const value = read();
        if (value !== null) handler.current(value);
      }),
    [subscribe, read],
  );
}
