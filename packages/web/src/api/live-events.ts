import type { LiveEventName } from '@meridian/protocol';

/**
 * Pushes of the live channel, handed to whoever listens: the app shell for maintenance now, the
 * market and contract pages later. The content is unknown here; each listener parses its own.
 */
type LiveHandler = (content: unknown) => void;

const listeners = new Map<string, Set<LiveHandler>>();

export function onLiveEvent(event: LiveEventName, handler: LiveHandler): () => void {
  const set = listeners.get(event) ?? new Set<LiveHandler>();
  set.add(handler);
  listeners.set(event, set);
  return () => {
    set.delete(handler);
  };
}

export function emitLiveEvent(event: string, content: unknown): void {
  for (const handler of listeners.get(event) ?? []) handler(content);
}
