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
    // A fresh connection each time, so a new token is never left behind on a reused one.
    forceNew: true,
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
 * Opens the live channel (spec section 7) with the current token and keeps it open:
 * - the token changes (login, logout, renewal): reopened with the new one, so pushes meant for
 *   the member follow them;
 * - the connection drops: socket.io reconnects by itself, with growing pauses, and the server sends
 *   what was pushed meanwhile (its connection state recovery, for two minutes: the socket says who
 *   it was and what it last had);
 * - the device comes back online: the same socket tries again at once instead of waiting out such a
 *   pause (a new one would not be sent what it missed);
 * - the server closes it (sys_kick_out_member after the session ended elsewhere, or a process that
 *   could not hear pushes for a while): reconnected with the same token, which the server treats as
 *   a visitor's after a sign-out, so public pushes keep coming. The kick itself makes the app ask
 *   the server at once (app/member-pushes.ts), whose 1001 signs it out.
 * - any reconnection: pushes may have gone by. A recovered one was sent what its process kept, but
 *   not what was announced after that process stopped and before this socket joined another, and an
 *   unrecovered one (away too long, its process killed, or closed as above) nothing: so
 *   `onMissedPushes` has the app read again what it shows, a few calls after a rare event.
 * Returns stop.
 */
export function startLiveChannel(options: { onMissedPushes?: () => void } = {}): () => void {
  let token = useSession.getState().token;
  let socket = open();

  function open(): Socket {
    const opened = connect(token);
    let connectedBefore = false;
    opened.on('connect', () => {
      if (connectedBefore) options.onMissedPushes?.();
      connectedBefore = true;
    });
    opened.on('disconnect', (reason) => {
      if (reason === 'io server disconnect' && opened === socket) opened.connect();
    });
    return opened;
  }
  function reopen(): void {
    socket.disconnect();
    socket = open();
  }

  const unsubscribe = useSession.subscribe((state) => {
    if (state.token === token) return;
    token = state.token;
    reopen();
  });
  const onOnline = () => {
    if (socket.connected) return;
    // Closed and opened again, the socket keeps who it was: the server replays what it missed.
    socket.disconnect();
    socket.connect();
  };
  window.addEventListener('online', onOnline);
  return () => {
    unsubscribe();
    window.removeEventListener('online', onOnline);
    socket.disconnect();
  };
}
