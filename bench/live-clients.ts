/**
 * A swarm of live-channel clients in a process of its own, forked by `bench/live.ts`: it connects
 * socket.io clients the way the app does (websocket, the token-less public channel), decodes every
 * push as the app does, and remembers when each price push arrived. The parent says when to
 * connect, which pushes the server emitted (to measure against), and when to close.
 */
import { io, type Socket } from 'socket.io-client';
import { createEnvelope, DEMO_ENVELOPE_KEY, LIVE_EVENT, SOCKET_MESSAGE_EVENT, ZLiveMessage } from '@meridian/protocol';
import { opensslEnvelopeCipher } from '@meridian/server/wire';
import type { ClientsReport, EmittedPush, FromClients, LatencyCounts, ToClients } from './support/live-wire.js';

const CONNECT_TIMEOUT_MS = 30_000;

/**
 * The app decodes with the portable cipher (@noble/ciphers); here each push is decoded through
 * the same envelope checks and JSON, on Node's OpenSSL (the same bytes, about half the CPU): these
 * clients stand for thousands of phones with CPUs of their own, yet share this machine's two
 * cores with the server under test, so the cheaper decode keeps the swarm from skewing it.
 */
const envelope = createEnvelope(DEMO_ENVELOPE_KEY, opensslEnvelopeCipher);

interface Client {
  socket: Socket;
  /** Pairs of (payload index, receive time), in arrival order. */
  receipts: number[];
}

const clients: Client[] = [];
/** Each distinct payload received, once, so receipts hold a small number instead of the string. */
const payloadIndexes = new Map<string, number>();
let unexpected = 0;
let disconnected = 0;
let closing = false;
let connectedCpu = process.cpuUsage();
let connectedAt = performance.now();

function send(message: FromClients): void {
  process.send?.(message);
}

function indexOf(payload: string): number {
  let index = payloadIndexes.get(payload);
  if (index === undefined) {
    index = payloadIndexes.size;
    payloadIndexes.set(payload, index);
  }
  return index;
}

function connectOne(url: string, path: string): Promise<Client | Error> {
  const socket = io(url, { path, transports: ['websocket'], forceNew: true, reconnection: false, timeout: CONNECT_TIMEOUT_MS });
  const client: Client = { socket, receipts: [] };
  socket.on(SOCKET_MESSAGE_EVENT, (payload: unknown) => {
    if (typeof payload !== 'string') {
      unexpected += 1;
      return;
    }
    let decoded: unknown;
    try {
      decoded = envelope.decode(payload);
    } catch {
      unexpected += 1;
      return;
    }
    const message = ZLiveMessage.safeParse(decoded);
    if (!message.success) {
      unexpected += 1;
      return;
    }
    // Other pushes (maintenance, say) are not what is measured.
    if (message.data.event !== LIVE_EVENT.chainCurrencyPrice) return;
    // Taken once decoded: the moment the app could show the prices.
    client.receipts.push(indexOf(payload), Date.now());
  });
  socket.on('disconnect', () => {
    if (!closing) disconnected += 1;
  });
  return new Promise((resolve) => {
    socket.once('connect', () => {
      resolve(client);
    });
    socket.once('connect_error', (error) => {
      socket.close();
      resolve(error);
    });
  });
}

/** Connects `count` clients `batch` at a time, so the handshakes do not all land at once. */
async function connect(url: string, path: string, count: number, batch: number): Promise<void> {
  let failed = 0;
  let firstError: string | null = null;
  for (let start = 0; start < count; start += batch) {
    const results = await Promise.all(Array.from({ length: Math.min(batch, count - start) }, () => connectOne(url, path)));
    for (const result of results) {
      if (result instanceof Error) {
        failed += 1;
        firstError ??= result.message;
      } else {
        clients.push(result);
      }
    }
  }
  connectedCpu = process.cpuUsage();
  connectedAt = performance.now();
  send({ kind: 'connected', connected: clients.length, failed, firstError });
}

/**
 * Matches each client's receipts, in order, to the emitted pushes with the same payload (a socket
 * delivers in order; two equal payloads in a row are told apart by that order), and counts the
 * window's pushes received and how long each took.
 */
function report(pushes: readonly EmittedPush[]): ClientsReport {
  const positionsByIndex = new Map<number, number[]>();
  pushes.forEach((push, position) => {
    const index = payloadIndexes.get(push.payload);
    if (index === undefined) return;
    const positions = positionsByIndex.get(index) ?? [];
    positions.push(position);
    positionsByIndex.set(index, positions);
  });
  const counts = new Map<number, number>();
  let received = 0;
  for (const client of clients) {
    let lastPosition = -1;
    for (let i = 0; i < client.receipts.length; i += 2) {
      const index = client.receipts[i] ?? -1;
      const at = client.receipts[i + 1] ?? 0;
      const position = positionsByIndex.get(index)?.find((candidate) => candidate > lastPosition);
      const push = position === undefined ? undefined : pushes[position];
      if (position === undefined || !push) {
        unexpected += 1;
        continue;
      }
      lastPosition = position;
      if (!push.inWindow) continue;
      received += 1;
      // One clock for both processes (same machine); never below zero should it step.
      const ms = Math.max(0, at - push.at);
      counts.set(ms, (counts.get(ms) ?? 0) + 1);
    }
  }
  const latencies: LatencyCounts = [...counts.entries()];
  const cpu = process.cpuUsage(connectedCpu);
  const cpuPercent = ((cpu.user + cpu.system) / 1000 / (performance.now() - connectedAt)) * 100;
  const rssMb = process.memoryUsage.rss() / 1024 / 1024;
  return { clients: clients.length, received, latencies, disconnected, unexpected, cpuPercent, rssMb };
}

process.on('message', (raw) => {
  const message = raw as ToClients;
  switch (message.kind) {
    case 'connect':
      void connect(message.url, message.path, message.clients, message.batch);
      break;
    case 'report':
      send({ kind: 'report', ...report(message.pushes) });
      break;
    case 'close':
      closing = true;
      for (const client of clients) client.socket.disconnect();
      send({ kind: 'closed' });
      break;
  }
});
// Never outlive the benchmark, whatever happened to it.
process.on('disconnect', () => {
  process.exit(0);
});
send({ kind: 'ready' });
