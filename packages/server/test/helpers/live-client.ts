import { io, type Socket } from 'socket.io-client';
import { LIVE_EVENT, SOCKET_MESSAGE_EVENT, SOCKET_PATH, ZLiveMessage, type EnvelopeCodec, type TLiveMessage } from '@meridian/protocol';

export interface LiveClient {
  socket: Socket;
  /** The next decrypted `message_event`, in order; fails after `timeoutMs` (5 s) without one. */
  next: (timeoutMs?: number) => Promise<TLiveMessage>;
}

/**
 * A real socket.io client on the live channel (with the access token when given) whose decrypted
 * messages queue up for `next()`. The socket is added to `sockets` so the test can close them all.
 */
export async function connectLive(options: {
  url: string;
  envelope: EnvelopeCodec;
  sockets: Socket[];
  token?: string;
}): Promise<LiveClient> {
  const { url, envelope, sockets, token } = options;
  const socket = io(url, { path: SOCKET_PATH, query: token === undefined ? {} : { token }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  const received: TLiveMessage[] = [];
  const waiting: ((message: TLiveMessage) => void)[] = [];
  socket.on(SOCKET_MESSAGE_EVENT, (payload: string) => {
    const message = ZLiveMessage.parse(envelope.decode(payload));
    const waiter = waiting.shift();
    if (waiter) waiter(message);
    else received.push(message);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const next = (timeoutMs = 5000) =>
    new Promise<TLiveMessage>((resolve, reject) => {
      const queued = received.shift();
      if (queued) {
        resolve(queued);
        return;
      }
      const timer = setTimeout(() => {
        reject(new Error(`no message within ${timeoutMs} ms`));
      }, timeoutMs);
      waiting.push((message) => {
        clearTimeout(timer);
        resolve(message);
      });
    });
  // Every new socket is greeted with the prices (LiveHub.onNewSocket): what a test pushes comes after.
  const greeting = await next();
  if (greeting.event !== LIVE_EVENT.chainCurrencyPrice) throw new Error(`the live channel greeted with ${greeting.event}, not the prices`);
  return { socket, next };
}
