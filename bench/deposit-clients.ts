/**
 * The members' apps of `bench/deposits.ts`, in a process of their own: each opens the live channel
 * as the app does (its access token, websocket), decodes every push as the app does, and notes
 * when each deposit was first pushed credited; the parent asks for the times once it has heard
 * every credit itself.
 */
import { createEnvelope, DEMO_ENVELOPE_KEY, LIVE_EVENT, SOCKET_MESSAGE_EVENT, SOCKET_PATH, ZChainDepositPush, ZLiveMessage } from '@meridian/protocol';
import { opensslEnvelopeCipher } from '@meridian/server/wire';
import { io, type Socket } from 'socket.io-client';
import { CreditTimes } from './support/credit-times.js';
import type { FromDepositClients, ToDepositClients } from './support/deposit-client-process.js';

const CONNECT_TIMEOUT_MS = 30_000;
/** Handshakes in flight at once. */
const CONNECT_BATCH = 50;
// Node's OpenSSL rather than the app's @noble/ciphers: the same bytes, less of the shared cores.
const envelope = createEnvelope(DEMO_ENVELOPE_KEY, opensslEnvelopeCipher);
const credits = new CreditTimes();
const sockets: Socket[] = [];

function send(message: FromDepositClients): void {
  process.send?.(message);
}

function onPush(payload: unknown): void {
  if (typeof payload !== 'string') return;
  let decoded: unknown;
  try {
    decoded = envelope.decode(payload);
  } catch {
    return;
  }
  const message = ZLiveMessage.safeParse(decoded);
  if (!message.success || message.data.event !== LIVE_EVENT.chainDeposit) return;
  const push = ZChainDepositPush.safeParse(message.data.content);
  // Taken once decoded: the moment the app could show the credit.
  if (push.success) credits.note(push.data, Date.now());
}

function openSocket(url: string, token: string): Promise<Socket> {
  const socket = io(url, { path: SOCKET_PATH, query: { token }, transports: ['websocket'], forceNew: true, reconnection: false, timeout: CONNECT_TIMEOUT_MS });
  socket.on(SOCKET_MESSAGE_EVENT, onPush);
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => {
      resolve(socket);
    });
    socket.once('connect_error', reject);
  });
}

async function connect(url: string, tokens: readonly string[]): Promise<void> {
  for (let start = 0; start < tokens.length; start += CONNECT_BATCH) {
    await Promise.all(tokens.slice(start, start + CONNECT_BATCH).map((token) => openSocket(url, token)));
  }
  send({ kind: 'connected', connected: sockets.filter((socket) => socket.connected).length });
}

async function report(expected: number, timeoutMs: number): Promise<void> {
  const shortfall = await credits.until(expected, timeoutMs, 'credit pushes').then(
    () => null,
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );
  send({ kind: 'report', at: [...credits.at.entries()], repeated: credits.repeated, shortfall });
}

process.on('message', (raw) => {
  const message = raw as ToDepositClients;
  const failed = (error: unknown) => {
    console.error(error);
    process.exit(1);
  };
  if (message.kind === 'connect') connect(message.url, message.tokens).catch(failed);
  else if (message.kind === 'report') report(message.expected, message.timeoutMs).catch(failed);
  else {
    for (const socket of sockets) socket.close();
    send({ kind: 'closed' });
  }
});
process.on('disconnect', () => {
  process.exit(0);
});
send({ kind: 'ready' });
