import { OPERATOR_EVENT_NAMES, OPERATOR_NAMESPACE, parseOperatorPush, type OperatorEventName, type OperatorPushOf } from '@meridian/protocol';
import type { Socket } from 'socket.io-client';

/**
 * What the console does with each event of the operators' channel, by the event's one name in the
 * protocol's OPERATOR_EVENTS, each given what that event's schema read (docs/console-api.md, "Live").
 */
export type OperatorChannelHandlers = { [E in OperatorEventName]: (push: OperatorPushOf<E>) => void };

/** The handler of `event`, typed by it (a generic key into the mapped type keeps the two together). */
function handlerOf<E extends OperatorEventName>(handlers: OperatorChannelHandlers, event: E): (push: OperatorPushOf<E>) => void {
  return handlers[event];
}

/**
 * Hands each push of `event` to its handler once the event's schema reads it; one the schema
 * refuses (another version's server) is dropped and logged, and the console keeps its refreshes.
 */
function listen<E extends OperatorEventName>(socket: Socket, event: E, handler: (push: OperatorPushOf<E>) => void): void {
  // socket.io's own listener types cannot follow a generic event name; the schema types the push.
  const name: string = event;
  socket.on(name, (content: unknown) => {
    const push = parseOperatorPush(event, content);
    if (push === null) console.warn('Operator push refused by its schema; ignored', event);
    else handler(push);
  });
}

/**
 * Opens the live channel (same origin; the session cookie, Path=/, authenticates it) and returns
 * how to close it. socket.io-client is loaded here, on first use after sign-in, never in the
 * first chunk. The server puts the console in rooms by role (`pending`, `withdrawal` and `order`
 * for the queue's roles, `approvals` for those who decide approvals, `support` for support's); one that
 * refuses the socket leaves the console on its manual refreshes.
 */
export async function openOperatorChannel(handlers: OperatorChannelHandlers): Promise<() => void> {
  const { io } = await import('socket.io-client');
  const socket = io(OPERATOR_NAMESPACE, { withCredentials: true, transports: ['websocket', 'polling'] });
  for (const event of OPERATOR_EVENT_NAMES) listen(socket, event, handlerOf(handlers, event));
  return () => {
    socket.close();
  };
}
