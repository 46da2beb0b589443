import { SOCKET_MESSAGE_EVENT, SOCKET_PATH, ZLiveMessage } from '@meridian/protocol';
import { io, type Socket } from 'socket.io-client';
import { useSession } from '../lib/session-store';
import { envelope } from './envelope';
import { emitLiveEvent } from './live-events';

/** Connection timeout of the live channel (spec section 9). */
const SOCKET_TIMEOUT_MS = 60_000;

function connect(token: string | null): Socket {
  const socket = io({
    path: SOCKET_PATH,
    query: token === null ? {} : { token },
    timeout: SOCKET_TIMEOUT_MS,
    transports: ['websocket', 'polling'],
  });
  socket.on(SOCKET_MESSAGE_EVENT, (payload: unknown) => {
    if (typeof payload !== 'string') return;
    let decoded: unknown;
    try {
      decoded = envelope.decode(payload);
    } catch {
      return; // Not ours, or garbled on the way: nothing a member can act on.
    }
    const message = ZLiveMessage.safeParse(decoded);
    if (message.success) emitLiveEvent(message.data.event, message.data.content);
  });
  return socket;
}

/**
 * Opens the live channel (spec section 7) with the current token and reopens it whenever the
 * token changes, so pushes meant for the member follow login, logout and renewal. Returns stop.
 */
export function startLiveChannel(): () => void {
  let token = useSession.getState().token;
  let socket = connect(token);
  const unsubscribe = useSession.subscribe((state) => {
    if (state.token === token) return;
    token = state.token;
    socket.disconnect();
    socket = connect(token);
  });
  return () => {
    unsubscribe();
    socket.disconnect();
  };
}
