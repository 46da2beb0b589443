import { io, type Socket } from 'socket.io-client';
import { SOCKET_MESSAGE_EVENT, SOCKET_PATH, ZLiveMessage, type EnvelopeCodec, type TLiveMessage } from '@meridian/protocol';

/**
 * A live-channel client as the app opens it, reconnecting by itself after a drop (at once, for the
 * tests' sake) and so asking the server for what it missed; every decrypted message is kept in
 * `received`, in order.
 */
export interface RecoveringClient {
  socket: Socket;
  received: TLiveMessage[];
  /** The notice titles received so far, in order: what the tests push and look for. */
  titles(): string[];
}

export async function connectRecovering(url: string, envelope: EnvelopeCodec, token?: string): Promise<RecoveringClient> {
  const socket = io(url, {
    path: SOCKET_PATH,
    query: token === undefined ? {} : { token },
    transports: ['websocket'],
    forceNew: true,
    reconnectionDelay: 100,
    reconnectionDelayMax: 100,
  });
  const received: TLiveMessage[] = [];
  socket.on(SOCKET_MESSAGE_EVENT, (payload: string) => {
    received.push(ZLiveMessage.parse(envelope.decode(payload)));
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const titles = () => received.flatMap((message) => {
    const content: unknown = message.content;
    return typeof content === 'object' && content !== null && 'title' in content && typeof content.title === 'string' ? [content.title] : [];
  });
  return { socket, received, titles };
}
