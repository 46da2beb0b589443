import { KLINE_INTERVAL_MS, klineBucketStart, isKlineInterval, type KlineInterval } from '@meridian/protocol';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Decimal } from 'decimal.js';
import { WebSocketServer, type WebSocket } from 'ws';

/** A kline exactly as Binance sends it: [openTime, open, high, low, close, volume, closeTime, quoteVolume, trades, takerBase, takerQuote, ignore]. */
export type KlineRow = [number, string, string, string, string, string, number, string, number, string, string, string];

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

/** Recorded-format 1m BTCUSDT klines, 10:48 to 13:47 UTC on 2024-06-12 (the last one still open at 13:47:31). */
export function recordedBtcKlines(): KlineRow[] {
  return JSON.parse(fixture('klines-btcusdt-1m.json')) as KlineRow[];
}

/** Recorded-format combined-stream mini tickers, one per symbol per second from 13:47:32 UTC. */
export function recordedMiniTickers(): string[] {
  return fixture('mini-ticker.jsonl')
    .split('\n')
    .filter((line) => line.trim() !== '');
}

/** Made-up 1m klines in the exchange's format, for paging tests that need thousands. */
export function minuteKlines(firstOpenTime: number, count: number, startPrice: number): KlineRow[] {
  return Array.from({ length: count }, (_, index) => {
    const openTime = firstOpenTime + index * 60_000;
    const open = startPrice + index;
    const close = open + 1;
    const volume = (1 + (index % 7)).toFixed(8);
    return [
      openTime,
      open.toFixed(8),
      (close + 0.5).toFixed(8),
      (open - 0.5).toFixed(8),
      close.toFixed(8),
      volume,
      openTime + 59_999,
      '0.00000000',
      10,
      '0.00000000',
      '0.00000000',
      '0',
    ];
  });
}

export interface FakeExchange {
  readonly restUrl: string;
  readonly wsUrl: string;
  /** Websocket connections accepted so far. */
  readonly connections: number;
  readonly openConnections: number;
  /** Upgrade requests turned away while refusing. */
  readonly refusedConnections: number;
  /** Request URLs of every websocket connection, accepted or not. */
  readonly streamUrls: readonly URL[];
  /** Every klines request, in order. */
  readonly klineRequests: readonly URL[];
  /** Sends one frame (an object is JSON-encoded) to every open connection. */
  send(message: string | object): void;
  /** Sends the recorded mini tickers to every open connection. */
  replay(): void;
  /**
   * Resolves once every open connection has read all the frames sent to it before this call, or
   * has closed meanwhile: a ping sent after them comes back as a pong only once the client has
   * read them (`ws` answers a ping as it reads it, after what came before it).
   */
  delivered(): Promise<void>;
  /** Cuts every connection without a close handshake, as a network drop does. */
  dropAll(): void;
  /** While on, websocket upgrades are answered 503 and fail. */
  refuseConnections(isRefusing: boolean): void;
  close(): Promise<void>;
}

/**
 * A local stand-in for a Binance-compatible exchange on one port: GET /api/v3/klines with
 * Binance's semantics (endTime inclusive of open time, newest `limit` up to 1,000, -1121 for an
 * unknown symbol; coarser intervals aggregated from the 1m rows) and the combined stream on /stream.
 */
export async function startFakeExchange(options: { minuteKlines?: Record<string, KlineRow[]> } = {}): Promise<FakeExchange> {
  const klines = options.minuteKlines ?? { BTCUSDT: recordedBtcKlines() };
  const klineRequests: URL[] = [];
  const streamUrls: URL[] = [];
  const sockets = new Set<WebSocket>();
  let connections = 0;
  let refusedConnections = 0;
  let isRefusing = false;

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake.exchange');
    if (request.method === 'GET' && url.pathname === '/api/v3/klines') {
      klineRequests.push(url);
      serveKlines(url, klines, response);
      return;
    }
    respond(response, 404, { code: -1, msg: 'not found' });
  });
  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', (request: IncomingMessage, socket, head) => {
    const url = new URL(request.url ?? '/', 'http://fake.exchange');
    streamUrls.push(url);
    if (isRefusing || url.pathname !== '/stream') {
      refusedConnections += 1;
      socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      connections += 1;
      sockets.add(ws);
      ws.on('close', () => sockets.delete(ws));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const sendToAll = (frame: string) => {
    for (const ws of sockets) if (ws.readyState === ws.OPEN) ws.send(frame);
  };

  return {
    restUrl: `http://127.0.0.1:${String(port)}`,
    wsUrl: `ws://127.0.0.1:${String(port)}`,
    get connections() {
      return connections;
    },
    get openConnections() {
      return sockets.size;
    },
    get refusedConnections() {
      return refusedConnections;
    },
    streamUrls,
    klineRequests,
    send: (message) => {
      sendToAll(typeof message === 'string' ? message : JSON.stringify(message));
    },
    replay: () => {
      for (const line of recordedMiniTickers()) sendToAll(line);
    },
    delivered: async () => {
      await Promise.all([...sockets].filter((ws) => ws.readyState === ws.OPEN).map(answered));
    },
    dropAll: () => {
      for (const ws of sockets) ws.terminate();
    },
    refuseConnections: (refusing) => {
      isRefusing = refusing;
    },
    close: async () => {
      for (const ws of sockets) ws.terminate();
      wss.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      });
    },
  };
}

/** Pings `ws` and resolves at its pong, or at its close. */
function answered(ws: WebSocket): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      ws.off('pong', done);
      ws.off('close', done);
      resolve();
    };
    ws.on('pong', done);
    ws.on('close', done);
    ws.ping();
  });
}

function respond(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

function serveKlines(url: URL, klines: Record<string, KlineRow[]>, response: ServerResponse) {
  const symbol = url.searchParams.get('symbol') ?? '';
  const interval = url.searchParams.get('interval') ?? '';
  const rows = klines[symbol];
  if (!rows) {
    respond(response, 400, { code: -1121, msg: 'Invalid symbol.' });
    return;
  }
  if (!isKlineInterval(interval)) {
    respond(response, 400, { code: -1120, msg: 'Invalid interval.' });
    return;
  }
  const limit = Math.min(Number(url.searchParams.get('limit') ?? 500), 1_000);
  const endTime = Number(url.searchParams.get('endTime') ?? Number.POSITIVE_INFINITY);
  const startTime = Number(url.searchParams.get('startTime') ?? Number.NEGATIVE_INFINITY);
  const selected = aggregateRows(rows, interval).filter((row) => row[0] >= startTime && row[0] <= endTime);
  respond(response, 200, Number.isFinite(startTime) ? selected.slice(0, limit) : selected.slice(-limit));
}

/** The exchange's coarser klines are its 1m klines summed per bucket. */
function aggregateRows(rows: readonly KlineRow[], interval: KlineInterval): KlineRow[] {
  if (interval === '1m') return [...rows];
  const result: KlineRow[] = [];
  for (const row of rows) {
    const openTime = klineBucketStart(interval, row[0]);
    const last = result.at(-1);
    if (last?.[0] !== openTime) {
      result.push([openTime, row[1], row[2], row[3], row[4], row[5], openTime + KLINE_INTERVAL_MS[interval] - 1, row[7], row[8], row[9], row[10], '0']);
      continue;
    }
    const sum = (a: string, b: string) => new Decimal(a).plus(b).toFixed(8);
    last[2] = Decimal.max(last[2], row[2]).toFixed(8);
    last[3] = Decimal.min(last[3], row[3]).toFixed(8);
    last[4] = row[4];
    last[5] = sum(last[5], row[5]);
    last[7] = sum(last[7], row[7]);
    last[8] += row[8];
    last[9] = sum(last[9], row[9]);
    last[10] = sum(last[10], row[10]);
  }
  return result;
}
