import { createConnection, createServer, type Server, type Socket } from 'node:net';

export interface Backend {
  host: string;
  port: number;
}

/** How often each backend's readiness is asked, and how long an answer may take. */
const CHECK_EVERY_MS = 1_000;
const CHECK_TIMEOUT_MS = 1_500;
/** A connection to a backend that does not answer is given up after this long (a host cut off drops the SYN). */
const CONNECT_TIMEOUT_MS = 1_000;

/**
 * A layer-4 load balancer as a Kubernetes Service in front of ready pods is: each new connection
 * goes to the next backend in turn among those whose `/readyz` answered 200 at the last check
 * (every second), skipping one that refuses or does not answer the connection. A connection keeps
 * its backend for its life, so a backend's death or a cut link ends or stalls its connections and
 * clients open new ones, as behind a real balancer.
 */
export interface TcpBalancer {
  url: string;
  /** The backends in rotation now. */
  ready(): Backend[];
  close(): Promise<void>;
}

async function readyNow(backend: Backend): Promise<boolean> {
  try {
    const response = await fetch(`http://${backend.host}:${backend.port}/readyz`, { signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

export async function startTcpBalancer(backends: readonly Backend[], listenHost = '127.0.0.1'): Promise<TcpBalancer> {
  const ready = new Set<Backend>();
  let next = 0;
  const open = new Set<Socket>();
  let closed = false;

  const check = async () => {
    await Promise.all(
      backends.map(async (backend) => {
        if (await readyNow(backend)) ready.add(backend);
        else ready.delete(backend);
      }),
    );
  };
  let checking = check();
  await checking;
  const checks = setInterval(() => {
    checking = checking.then(check);
  }, CHECK_EVERY_MS);

  const inTurn = (): Backend[] => {
    const candidates = backends.filter((backend) => ready.has(backend));
    const start = next;
    next += 1;
    return candidates.map((_, index) => candidates[(start + index) % candidates.length]).filter((backend): backend is Backend => backend !== undefined);
  };

  const connect = (client: Socket, candidates: Backend[]) => {
    const [backend, ...rest] = candidates;
    if (!backend || client.destroyed) {
      client.destroy();
      return;
    }
    let connected = false;
    const upstream = createConnection({ host: backend.host, port: backend.port });
    open.add(upstream);
    const giveUp = setTimeout(() => upstream.destroy(new Error('connect timeout')), CONNECT_TIMEOUT_MS);
    upstream.once('connect', () => {
      clearTimeout(giveUp);
      connected = true;
      client.pipe(upstream).pipe(client);
      client.resume();
      client.once('close', () => upstream.destroy());
    });
    upstream.once('error', () => {
      clearTimeout(giveUp);
      // Refused or unanswered before it was taken: the next backend takes the connection.
      if (!connected) connect(client, rest);
    });
    upstream.once('close', () => {
      open.delete(upstream);
      if (connected) client.destroy();
    });
  };

  const server: Server = createServer({ pauseOnConnect: true }, (client) => {
    if (closed) {
      client.destroy();
      return;
    }
    open.add(client);
    client.once('close', () => open.delete(client));
    client.on('error', () => client.destroy());
    connect(client, inTurn());
  });
  await new Promise<void>((resolve) => server.listen(0, listenHost, resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the balancer has no port');
  return {
    url: `http://${listenHost}:${address.port}`,
    ready: () => backends.filter((backend) => ready.has(backend)),
    async close() {
      closed = true;
      clearInterval(checks);
      await checking;
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      });
    },
  };
}
