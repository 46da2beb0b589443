import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { CODE, SOCKET_PATH } from '@meridian/protocol';
import { TOO_MANY_SOCKETS } from '../../src/live/socket-caps.js';
import { DEFAULT_LIMITS } from '../../src/security/limits.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { newMember, type TestMember } from '../helpers/members.js';

let t: TestApp;
let url: string;
let alice: TestMember;
let bob: TestMember;
const sockets: Socket[] = [];

beforeAll(async () => {
  // Each client stands at an address of its own through X-Forwarded-For, as behind a proxy.
  t = await buildTestApp({ trustProxy: true, limits: { ...DEFAULT_LIMITS, socketsPerAddress: 3, socketsPerMember: 2 } });
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  [alice, bob] = await Promise.all([newMember(t), newMember(t)]);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
});

type Outcome = { connected: true; socket: Socket } | { connected: false; message: string; data: unknown };

function connect(address: string, token?: string): Promise<Outcome> {
  const socket = io(url, {
    path: SOCKET_PATH,
    query: token === undefined ? {} : { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: { 'x-forwarded-for': address, 'accept-language': 'zh-HK' },
  });
  sockets.push(socket);
  return new Promise((resolve) => {
    socket.once('connect', () => {
      resolve({ connected: true, socket });
    });
    socket.once('connect_error', (error: Error & { data?: unknown }) => {
      resolve({ connected: false, message: error.message, data: error.data });
    });
  });
}

async function connected(address: string, token?: string): Promise<Socket> {
  const outcome = await connect(address, token);
  if (!outcome.connected) throw new Error(`refused: ${outcome.message}`);
  return outcome.socket;
}

/**
 * Waits until the server counts the sockets the clients have open: it has heard every close (a
 * socket's place under its caps is given back as the server counts it closed).
 */
async function closesHeard(): Promise<void> {
  await vi.waitFor(
    () => {
      expect(t.deps.live.socketCount()).toBe(sockets.filter((socket) => socket.connected).length);
    },
    { timeout: 5_000, interval: 10 },
  );
}

const refusal = { connected: false, message: TOO_MANY_SOCKETS, data: { code: CODE.TOO_MANY_REQUESTS, msg: '此網絡或帳戶開啟的即時連線過多。請關閉應用程式的其他視窗後再試。' } };

describe('live-channel caps', () => {
  it('accepts sockets from one address up to its cap, refuses the next with a clear error, and counts a closed one out', async () => {
    const first = await connected('203.0.113.1');
    await connected('203.0.113.1');
    await connected('203.0.113.1');
    expect(await connect('203.0.113.1')).toEqual(refusal);
    // Another address is not held back.
    await connected('203.0.113.2');

    const closed = new Promise((resolve) => first.io.engine.once('close', resolve));
    first.disconnect();
    await closed;
    // The server hears the close a moment after the client.
    await closesHeard();
    expect((await connect('203.0.113.1')).connected).toBe(true);
  });

  it('refuses an address that keeps opening sockets past its cap before the upgrade, until one of its sockets closes', async () => {
    const held = [await connected('203.0.113.20'), await connected('203.0.113.20'), await connected('203.0.113.20')];
    for (let attempt = 0; attempt < 20; attempt += 1) expect(await connect('203.0.113.20')).toEqual(refusal);
    // Now a flood: refused at the transport, with no handshake (the client sees its transport fail).
    expect(await connect('203.0.113.20')).toMatchObject({ connected: false, message: 'websocket error' });
    await connected('203.0.113.21');

    const closed = new Promise((resolve) => held[0]?.io.engine.once('close', resolve));
    held[0]?.disconnect();
    await closed;
    await closesHeard();
    expect((await connect('203.0.113.20')).connected).toBe(true);
  });

  it('accepts a member’s sockets up to their cap wherever they come from, and refuses the next', async () => {
    await connected('203.0.113.10', alice.token);
    await connected('203.0.113.11', alice.token);
    expect(await connect('203.0.113.12', alice.token)).toEqual(refusal);
    // The same address serves a visitor and another member.
    await connected('203.0.113.12');
    await connected('203.0.113.12', bob.token);
  });
});
