import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';

export interface BareLiveServerOptions {
  /** The socket.io event the payloads go out as. */
  event: string;
  intervalMs: number;
  /** The payload of the `seq`-th push. */
  payload(seq: number): string;
  /** Told of every push as it goes out: when the emit began and how long the synchronous emit took. */
  onEmit(payload: string, at: number, emitMs: number): void;
}

export interface BareLiveServer {
  url: string;
  path: string;
  close(): Promise<void>;
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
    io.emit(options.event, payload);
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
