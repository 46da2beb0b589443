import { useEffect, useRef } from 'react';

/**
 * Pushes of the live channel that are events, not values (a member's message, an order that
 * changed hands): the channel publishes each one, and a shown page hears those that arrive while
 * it is shown, none from before it opened.
 */
export function pushChannel<Push>() {
  const listeners = new Set<(push: Push) => void>();
  return {
    publish: (push: Push): void => {
      for (const listener of listeners) listener(push);
    },
    /** Calls `onPush` for each push heard while the calling component is shown. */
    use: (onPush: (push: Push) => void): void => {
      const handler = useRef(onPush);
      useEffect(() => {
        handler.current = onPush;
      });
      useEffect(() => {
        const listener = (push: Push) => {
          handler.current(push);
        };
        listeners.add(listener);
        return () => {
          listeners.delete(listener);
        };
      }, []);
    },
  };
}
