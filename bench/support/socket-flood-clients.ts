/**
 * The attacker of bench:abuse's socket scenario, in a process of its own (forked by
 * abuse-sockets.ts, so its thousands of sockets do not share the event loop that times the genuine
 * clients): it opens sockets on the live channel from one address, as the app does (websocket, no
 * token), and keeps those accepted. A refused one tries again as socket.io's client does by itself
 * (after 1 s, then longer, up to 5 s; never after a refusal that says why), or, with `retryMs`,
 * opens again every `retryMs` whatever it was told, as a hostile client would. It counts what it
 * was pushed and why it was refused.
 */
import { io, type Socket } from 'socket.io-client';
import { SOCKET_MESSAGE_EVENT, SOCKET_PATH } from '@meridian/protocol';

export type ToFlood = { kind: 'start'; url: string; sockets: number; address: string; retryMs: number } | { kind: 'stop' };
export type FromFlood =
  | { kind: 'ready' }
  | { kind: 'opened'; accepted: number; refused: number }
  | { kind: 'report'; accepted: number; refused: number; failed: number; refusals: Record<string, number>; pushes: number };

const BATCH = 100;
const CONNECT_TIMEOUT_MS = 20_000;

let stopping = false;
let pushes = 0;
let refused = 0;
let failed = 0;
const refusals: Record<string, number> = {};
const accepted = new Set<Socket>();
/** Refused sockets that socket.io's client is trying again by itself. */
const retrying = new Set<Socket>();
const timers = new Set<NodeJS.Timeout>();

function send(message: FromFlood): void {
  process.send?.(message);
}

/** Opens again after `retryMs`, as a hostile client would. */
function openLater(url: string, address: string, retryMs: number): void {
  const timer = setTimeout(() => {
    timers.delete(timer);
    if (!stopping) void open(url, address, retryMs);
  }, retryMs);
  timers.add(timer);
}

/** Opens one socket; resolves when it is first accepted or refused (and, refused, it tries again). */
function open(url: string, address: string, retryMs: number): Promise<void> {
  const ownRetries = retryMs <= 0;
  const socket = io(url, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    forceNew: true,
    reconnection: ownRetries,
    timeout: CONNECT_TIMEOUT_MS,
    extraHeaders: { 'x-forwarded-for': address },
  });
  socket.on(SOCKET_MESSAGE_EVENT, () => {
    pushes += 1;
  });
  return new Promise((resolve) => {
    socket.on('connect', () => {
      retrying.delete(socket);
      accepted.add(socket);
      resolve();
    });
    socket.on('connect_error', (error: Error) => {
      refused += 1;
      refusals[error.message] = (refusals[error.message] ?? 0) + 1;
      resolve();
      if (ownRetries && !stopping) {
        retrying.add(socket);
        return;
      }
      socket.close();
      if (!stopping) openLater(url, address, retryMs);
    });
    socket.on('disconnect', () => {
      if (!accepted.delete(socket) || stopping) return;
      failed += 1;
    });
  });
}

async function start(message: Extract<ToFlood, { kind: 'start' }>): Promise<void> {
  for (let first = 0; first < message.sockets; first += BATCH) {
    const batch = Math.min(BATCH, message.sockets - first);
    await Promise.all(Array.from({ length: batch }, () => open(message.url, message.address, message.retryMs)));
  }
  send({ kind: 'opened', accepted: accepted.size, refused });
}

process.on('message', (raw) => {
  const message = raw as ToFlood;
  if (message.kind === 'start') {
    void start(message);
    return;
  }
  stopping = true;
  for (const timer of timers) clearTimeout(timer);
  const report: FromFlood = { kind: 'report', accepted: accepted.size, refused, failed, refusals, pushes };
  for (const socket of [...accepted, ...retrying]) socket.disconnect();
  send(report);
});
// Never outlive the benchmark, whatever happened to it.
process.on('disconnect', () => {
  process.exit(0);
});
send({ kind: 'ready' });
