import { useEffect, useRef } from 'react';
import { io } from 'socket.io-client';

/** What the `/operators` namespace pushes (docs/console-api.md, "Live"). */
export interface PendingPush {
  count: number;
  oldestAt: string | null;
}

/**
 * Calls `onPending` whenever the pending queue changes, while the calling page is shown. The
 * session cookie authenticates the socket (Path=/admin does not cover /socket.io, so a server that
 * refuses the socket simply leaves the page on its manual refresh).
 */
export function usePendingPush(onPending: (push: PendingPush) => void): void {
  const handler = useRef(onPending);
  useEffect(() => {
    handler.current = onPending;
  });
  useEffect(() => {
    const socket = io('/operators', { withCredentials: true, transports: ['websocket', 'polling'] });
    socket.on('pending', (push: PendingPush) => {
      handler.current(push);
    });
    return () => {
      socket.close();
    };
  }, []);
}
