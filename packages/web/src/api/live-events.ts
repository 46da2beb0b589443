import { LIVE_EVENT, isLiveEventName, parseLiveContent, type LiveEventName, type LivePushOf } from '@meridian/protocol';

/**
 * Pushes of the live channel, handed to whoever listens (the app shell, the market pages, the
 * support conversation). Each arrives parsed by its event's schema in the protocol's LIVE_EVENTS,
 * once for every listener, so a handler gets the typed content and never parses it again.
 */
type Listeners = { [E in LiveEventName]: Set<(content: LivePushOf<E>) => void> };

/** One set per event: the type fails to compile until an event added to the map has its own. */
const listeners: Listeners = {
  [LIVE_EVENT.kickOutMember]: new Set(),
  [LIVE_EVENT.maintainInfo]: new Set(),
  [LIVE_EVENT.chainCurrencyPrice]: new Set(),
  [LIVE_EVENT.contractShortSettlement]: new Set(),
  [LIVE_EVENT.noticePopup]: new Set(),
  [LIVE_EVENT.supportMessage]: new Set(),
  [LIVE_EVENT.moneyChange]: new Set(),
  [LIVE_EVENT.letter]: new Set(),
  [LIVE_EVENT.chainDeposit]: new Set(),
  [LIVE_EVENT.notification]: new Set(),
};

/** Calls `handler` with each push of `event`; returns what stops it. */
export function onPush<E extends LiveEventName>(event: E, handler: (content: LivePushOf<E>) => void): () => void {
  const set: Set<(content: LivePushOf<E>) => void> = listeners[event];
  set.add(handler);
  return () => {
    set.delete(handler);
  };
}

function deliver<E extends LiveEventName>(event: E, content: LivePushOf<E>): void {
  const set: Set<(content: LivePushOf<E>) => void> = listeners[event];
  for (const handler of set) handler(content);
}

/**
 * A message the live channel decoded: delivered once its event's schema reads it. One the
 * contract does not name, or whose content its schema refuses (another version's server, damage
 * on the way), is dropped and logged: nothing a member can act on, and no listener sees it.
 */
export function emitLiveEvent(event: string, content: unknown): void {
  if (!isLiveEventName(event)) {
    console.warn('Live push of an unknown event ignored', event);
    return;
  }
  const parsed = parseLiveContent(event, content);
  if (parsed === null) {
    console.warn('Live push refused by its schema; ignored', event);
    return;
  }
  deliver(event, parsed);
}
