import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type Socket } from 'socket.io';

export interface BareLiveServerOptions {
  /** The socket.io event the payloads go out as. */
  event: string;
  intervalMs: number;
  /** The payload of the `seq`-th push. */
  payload(seq: number): string;
  /** Told of every push as it goes out: when the emit began and how long the synchronous emit took. */
  onEmit(payload: string, at: number, emitMs: number): void;
  /**
   * `emit` (default): socket.io's own broadcast. `raw-frames`: the floor under any socket.io
   * server — the push framed once as the very bytes socket.io would send, then written straight
   * to each connection's TCP socket, with none of socket.io's or engine.io's per-socket work.
   */
  write?: 'emit' | 'raw-frames';
}

export interface BareLiveServer {
  url: string;
  path: string;
  close(): Promise<void>;
}

/** The underlying TCP socket of a websocket connection: engine.io and ws internals, read defensively. */
function tcpSocketOf(socket: Socket): { write(frame: Buffer): boolean } | null {
  const transport: unknown = Reflect.get(socket.conn, 'transport');
  const ws: unknown = typeof transport === 'object' && transport !== null ? Reflect.get(transport, 'socket') : undefined;
  const tcp: unknown = typeof ws === 'object' && ws !== null ? Reflect.get(ws, '_socket') : undefined;
  if (typeof tcp !== 'object' || tcp === null) return null;
  const write: unknown = Reflect.get(tcp, 'write');
  return typeof write === 'function' ? { write: (frame) => Boolean(write.call(tcp, frame)) } : null;
}

/** RFC 6455 §5.2: a final, unmasked text frame's header (a server's frames are never masked). */
function websocketTextHeader(length: number): Buffer {
  if (length < 126) return Buffer.from([0x81, length]);
  if (length < 0x1_00_00) return Buffer.from([0x81, 126, length >> 8, length & 0xff]);
  const header = Buffer.alloc(10);
  header[0] = 0x81;
  header[1] = 127;
  header.writeBigUInt64BE(BigInt(length), 2);
  return header;
}

/** Writes `payload` as event `event` to every websocket connection, framed once (see `write`). */
function writeRawFrames(io: Server, event: string, payload: string): void {
  // engine.io "message" (4) + socket.io "event" (2) on the main namespace, in one text frame.
  const data = Buffer.from(`42${JSON.stringify([event, payload])}`);
  const frame = Buffer.concat([websocketTextHeader(data.length), data]);
  for (const socket of io.of('/').sockets.values()) tcpSocketOf(socket)?.write(frame);
}

/**
 * The baseline: socket.io's defaults on a bare node:http server, emitting a payload to every
 * socket on a timer. No Meridian code runs in it; what it sends is up to the caller.
 */
export async function startBareLiveServer(options: BareLiveServerOptions): Promise<BareLiveServer> {
  const httpServer = createServer();
  const io = new Server(httpServer, { serveClient: false });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const { port } = httpServer.address() as AddressInfo;
  let seq = 0;
  const timer = setInterval(() => {
    // Like Meridian's push, the encoding of the payload is part of the emit.
    const at = Date.now();
    const payload = options.payload(seq);
    seq += 1;
    if (options.write === 'raw-frames') writeRawFrames(io, options.event, payload);
    else io.emit(options.event, payload);
    options.onEmit(payload, at, Date.now() - at);
  }, options.intervalMs);
  return {
    url: `http://127.0.0.1:${port}`,
    path: '/socket.io',
    async close() {
      clearInterval(timer);
      await io.close();
    },
  };
}
