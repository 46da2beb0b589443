import WebSocket, { type RawData } from 'ws';
import type { Clock } from '../clock.js';

const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 30_000;
/** A connection that lived this long and carried data was healthy: the backoff starts over. */
const HEALTHY_AFTER_MS = 10_000;
/** No data for this long means a dead link, even if the socket looks open. */
export const SILENCE_LIMIT_MS = 60_000;
const HANDSHAKE_TIMEOUT_MS = 10_000;

export interface ReconnectingStreamOptions {
  readonly url: string;
  readonly clock: Clock;
  /** [0, 1), for the jitter. */
  readonly random: () => number;
  readonly log: (message: string, error?: unknown) => void;
  readonly onOpen: () => void;
  readonly onMessage: (text: string) => void;
  readonly onClose: () => void;
}

export interface ReconnectingStream {
  /** Connects, and keeps reconnecting until stop. */
  start(): void;
  /** Closes the socket and cancels every timer; no callback runs after it resolves. */
  stop(): Promise<void>;
}

/**
 * One websocket that comes back by itself. Retries wait 0.5 s doubling to 30 s, each drawn between
 * half and all of that (jitter, so many servers do not reconnect in step after an exchange outage).
 * Pings are answered by `ws` itself; only data counts against the silence limit.
 */
export function createReconnectingStream(options: ReconnectingStreamOptions): ReconnectingStream {
  const { clock, log } = options;
  let socket: WebSocket | undefined;
  let isRunning = false;
  let failures = 0;
  let openedAt: number | undefined;
  let lastDataAt = 0;
  let hasData = false;
  let cancelRetry: (() => void) | undefined;
  let cancelWatchdog: (() => void) | undefined;

  const watchSilence = (current: WebSocket) => {
    cancelWatchdog = clock.schedule(() => {
      if (socket !== current) return;
      if (clock.now() - lastDataAt < SILENCE_LIMIT_MS) {
        watchSilence(current);
        return;
      }
      log(`exchange stream silent for ${String(SILENCE_LIMIT_MS / 1000)} s; reconnecting`);
      current.terminate();
    }, lastDataAt + SILENCE_LIMIT_MS - clock.now());
  };

  const retryLater = () => {
    const wasHealthy = openedAt !== undefined && hasData && clock.now() - openedAt >= HEALTHY_AFTER_MS;
    if (wasHealthy) failures = 0;
    const ceiling = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** failures);
    const delay = Math.round(ceiling / 2 + (options.random() * ceiling) / 2);
    failures += 1;
    log(`exchange stream closed; reconnecting in ${String(delay)} ms`);
    cancelRetry = clock.schedule(connect, delay);
  };

  function connect() {
    cancelRetry = undefined;
    if (!isRunning) return;
    openedAt = undefined;
    hasData = false;
    const current = new WebSocket(options.url, { handshakeTimeout: HANDSHAKE_TIMEOUT_MS });
    socket = current;
    current.on('open', () => {
      if (socket !== current) return;
      openedAt = clock.now();
      lastDataAt = openedAt;
      watchSilence(current);
      options.onOpen();
    });
    current.on('message', (data, isBinary) => {
      if (socket !== current || isBinary) return;
      lastDataAt = clock.now();
      hasData = true;
      options.onMessage(rawText(data));
    });
    // A close always follows; the error is only worth a line in the log.
    current.on('error', (error) => {
      if (socket === current) log('exchange stream error', error);
    });
    current.on('close', () => {
      if (socket !== current) return;
      socket = undefined;
      cancelWatchdog?.();
      cancelWatchdog = undefined;
      options.onClose();
      retryLater();
    });
  }

  return {
    start() {
      if (isRunning) return;
      isRunning = true;
      failures = 0;
      connect();
    },
    async stop() {
      isRunning = false;
      cancelRetry?.();
      cancelRetry = undefined;
      cancelWatchdog?.();
      cancelWatchdog = undefined;
      const current = socket;
      socket = undefined;
      if (!current || current.readyState === WebSocket.CLOSED) return;
      const closed = new Promise<void>((resolve) => {
        current.once('close', () => {
          resolve();
        });
      });
      current.terminate();
      await closed;
    },
  };
}

function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}
