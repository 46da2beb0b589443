import { useEffect, useRef, useSyncExternalStore } from 'react';

/** The review queue as the console last heard it (docs/console-api.md, "Live": `pending`). */
export interface PendingQueue {
  count: number;
  oldestAt: string | null;
}

type Listener = () => void;

let current: PendingQueue | null = null;
const listeners = new Set<Listener>();

/** A new size of the queue (from the live channel, the dashboard or the pending list itself). */
export function setPendingQueue(queue: PendingQueue): void {
  if (current !== null && current.count === queue.count && current.oldestAt === queue.oldestAt) return;
  current = { count: queue.count, oldestAt: queue.oldestAt };
  for (const listener of listeners) listener();
}

/** Forgets it (sign-out): the next operator starts without a count. */
export function clearPendingQueue(): void {
  if (current === null) return;
  current = null;
  for (const listener of listeners) listener();
}

export function readPendingQueue(): PendingQueue | null {
  return current;
}

export function subscribePendingQueue(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The queue's size for a component (the sider's badge), or null before anything was heard. */
export function usePendingQueue(): PendingQueue | null {
  return useSyncExternalStore(subscribePendingQueue, readPendingQueue, readPendingQueue);
}

/**
 * Calls `onChange` whenever the queue changes while the calling page is shown (not for the value
 * it had when the page opened): the page refetches what it shows.
 */
export function usePendingQueueChange(onChange: (queue: PendingQueue) => void): void {
  const handler = useRef(onChange);
  useEffect(() => {
    handler.current = onChange;
  });
  useEffect(
    () =>
      subscribePendingQueue(() => {
        if (current !== null) handler.current(current);
      }),
    [],
  );
}
