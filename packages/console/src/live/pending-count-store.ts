import type { TPendingQueue } from '@meridian/protocol';
import { valueStore } from './value-store';

/** The review queue as the console last heard it (docs/console-api.md, "Live": `pending`). */
const queue = valueStore<TPendingQueue>((a, b) => a.count === b.count && a.oldestAt === b.oldestAt);

/** A new size of the queue (from the live channel, the dashboard or the pending list itself). */
export function setPendingQueue({ count, oldestAt }: TPendingQueue): void {
  queue.set({ count, oldestAt });
}

/** Forgets it (sign-out): the next operator starts without a count. */
export function clearPendingQueue(): void {
  queue.set(null);
}

export const readPendingQueue = queue.read;
export const subscribePendingQueue = queue.subscribe;

/** The queue's size for a component (the sider's badge), or null before anything was heard. */
export const usePendingQueue = queue.use;

/**
 * Calls `onChange` whenever the queue changes while the calling page is shown (not for the value
 * it had when the page opened): the page refetches what it shows.
 */
export const usePendingQueueChange = queue.useChange;
