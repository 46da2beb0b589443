import { LIVE_EVENT, SOCKET_MESSAGE_EVENT } from '@meridian/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../lib/session-store';
import { resetStores } from '../testing/reset-stores';
import { envelope } from './envelope';
import { startLiveChannel } from './live-channel';
import { onPush } from './live-events';

type Listener = (...args: unknown[]) => void;

/** Stands for a socket.io client socket: records what the channel does with it. */
class FakeSocket {
  connected = true;
  recovered = false;
  disconnects = 0;
  reconnects = 0;
  private readonly listeners = new Map<string, Listener[]>();

  constructor(readonly options: { query: Record<string, string> }) {}

  on(event: string, listener: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  fire(event: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }
  disconnect(): this {
    this.connected = false;
    this.disconnects += 1;
    return this;
  }
  connect(): this {
    this.reconnects += 1;
    return this;
  }
}

const sockets = vi.hoisted(() => [] as unknown[]);
vi.mock('socket.io-client', () => ({
  io: (options: { query: Record<string, string> }) => {
    const socket = new FakeSocket(options);
    sockets.push(socket);
    return socket;
  },
}));

function socketAt(index: number): FakeSocket {
  const socket = sockets[index];
  if (!(socket instanceof FakeSocket)) throw new Error(`no socket #${index}`);
  return socket;
}

let stop: (() => void) | null = null;

beforeEach(() => {
  resetStores();
  sockets.length = 0;
});
afterEach(() => {
  stop?.();
  stop = null;
});

describe('the live channel', () => {
  it('opens with the token, and reopens with the new one after login and logout', () => {
    useSession.setState({ token: 'first' });
    stop = startLiveChannel();
    expect(socketAt(0).options.query).toEqual({ token: 'first' });

    useSession.setState({ token: 'second' });
    expect(socketAt(0).disconnects).toBe(1);
    expect(socketAt(1).options.query).toEqual({ token: 'second' });

    useSession.setState({ token: null });
    expect(socketAt(1).disconnects).toBe(1);
    expect(socketAt(2).options.query).toEqual({});
    expect(sockets).toHaveLength(3);
  });

  it('tries the same socket again at once when the device comes back online after losing the connection', () => {
    stop = startLiveChannel();
    window.dispatchEvent(new Event('online'));
    expect(socketAt(0).reconnects).toBe(0);

    socketAt(0).connected = false;
    window.dispatchEvent(new Event('online'));
    // The same socket, which the server recognises and sends what it missed; not a new one.
    expect(socketAt(0).disconnects).toBe(1);
    expect(socketAt(0).reconnects).toBe(1);
    expect(sockets).toHaveLength(1);
  });

  it('reconnects when the server closed the socket (a kick), and leaves drops to socket.io', () => {
    useSession.setState({ token: 'ended-elsewhere' });
    stop = startLiveChannel();

    socketAt(0).fire('disconnect', 'transport close');
    expect(socketAt(0).reconnects).toBe(0);
    socketAt(0).fire('disconnect', 'io server disconnect');
    expect(socketAt(0).reconnects).toBe(1);
  });

  it('has the app read again what it shows after each reconnection, recovered or not, and not after the first connection', () => {
    const missed = vi.fn();
    stop = startLiveChannel({ onMissedPushes: missed });
    socketAt(0).fire('connect');
    expect(missed).not.toHaveBeenCalled();

    // Sent what its process kept; what was announced after that process stopped is not among it.
    socketAt(0).recovered = true;
    socketAt(0).fire('connect');
    expect(missed).toHaveBeenCalledTimes(1);

    // Back without what it missed (away too long, its process killed, or closed by a process that stopped hearing pushes).
    socketAt(0).recovered = false;
    socketAt(0).fire('connect');
    expect(missed).toHaveBeenCalledTimes(2);
  });

  it('does not revive a socket it replaced', () => {
    useSession.setState({ token: 'a' });
    stop = startLiveChannel();
    useSession.setState({ token: 'b' });
    socketAt(0).fire('disconnect', 'io server disconnect');
    expect(socketAt(0).reconnects).toBe(0);
  });

  it('hands decrypted pushes to their listeners and ignores garbage', () => {
    const received = vi.fn();
    const off = onPush(LIVE_EVENT.noticePopup, received);
    stop = startLiveChannel();

    socketAt(0).fire(SOCKET_MESSAGE_EVENT, 'not an envelope');
    socketAt(0).fire(SOCKET_MESSAGE_EVENT, envelope.encode({ event: LIVE_EVENT.noticePopup, content: { title: 'Hi', content: 'x' } }));
    off();

    expect(received).toHaveBeenCalledExactlyOnceWith({ title: 'Hi', content: 'x' });
  });

  it('drops and logs a push its event’s schema refuses, or of an event the contract does not name: no listener sees it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const popups = vi.fn();
    const letters = vi.fn();
    const offs = [onPush(LIVE_EVENT.noticePopup, popups), onPush(LIVE_EVENT.letter, letters)];
    stop = startLiveChannel();
    const fire = (message: { event: string; content: unknown }) => {
      socketAt(0).fire(SOCKET_MESSAGE_EVENT, envelope.encode(message));
    };

    fire({ event: LIVE_EVENT.noticePopup, content: { title: 3 } });
    fire({ event: LIVE_EVENT.letter, content: { id: 'twelve' } });
    fire({ event: 'sys_push_unknown', content: {} });
    fire({ event: LIVE_EVENT.letter, content: { id: 12 } });
    for (const off of offs) off();

    expect(popups).not.toHaveBeenCalled();
    expect(letters).toHaveBeenCalledExactlyOnceWith({ id: 12 });
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });

  it('gives each listener its own event’s content (checked by tsc on this file)', () => {
    const ids: number[] = [];
    const off = onPush(LIVE_EVENT.letter, (letter) => {
      ids.push(letter.id);
    });
    // Never called: what the compiler refuses.
    const refused = () => [
      // @ts-expect-error a letter push has no maintenance flag
      onPush(LIVE_EVENT.letter, (push: { maintainStatus: boolean }) => push),
      // @ts-expect-error an event the protocol's map does not name
      onPush('sys_push_unknown', () => undefined),
    ];
    stop = startLiveChannel();
    socketAt(0).fire(SOCKET_MESSAGE_EVENT, envelope.encode({ event: LIVE_EVENT.letter, content: { id: 5 } }));
    off();
    expect(ids).toEqual([5]);
    expect(refused).toBeTypeOf('function');
  });

  it('stops listening for the network when stopped', () => {
    stop = startLiveChannel();
    stop();
    stop = null;
    expect(socketAt(0).disconnects).toBe(1);
    socketAt(0).connected = false;
    window.dispatchEvent(new Event('online'));
    expect(socketAt(0).reconnects).toBe(0);
  });
});
