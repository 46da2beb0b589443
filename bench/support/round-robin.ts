import { createConnection, createServer, type Socket } from 'node:net';

/**
 * A layer-4 load balancer, as HAProxy's `mode tcp` is: each new connection goes to the next port in
 * turn. For the benchmarks that put several server processes behind one address.
 */
export async function startRoundRobin(ports: readonly number[]): Promise<{ url: string; close(): Promise<void> }> {
  let next = 0;
  const open = new Set<Socket>();
  const server = createServer({ pauseOnConnect: true }, (client) => {
    const port = ports[next % ports.length] ?? 0;
    next += 1;
    const upstream = createConnection({ port, host: '127.0.0.1' });
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.once('close', () => open.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    upstream.once('connect', () => {
      client.pipe(upstream).pipe(client);
      client.resume();
    });
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => {
          resolve();
        });
      }),
  };
}
