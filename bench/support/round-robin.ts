import { createConnection, createServer, type Server, type Socket } from 'node:net';

/**
 * A layer-4 load balancer, as HAProxy's `mode tcp` or a cloud network balancer is: each new
 * connection goes to the next process in turn, skipping one that refuses it. A connection keeps
 * its process for its life, so a process's death closes its connections and the browser opens
 * new ones (to the others), which is what a member's app sees behind a real balancer. The journeys
 * of several processes and bench:cluster put their processes behind it.
 */
export async function startRoundRobin(ports: readonly number[]): Promise<{ url: string; close(): Promise<void> }> {
  let next = 0;
  const open = new Set<Socket>();
  const connect = (client: Socket, triesLeft: number) => {
    const port = ports[next % ports.length] ?? 0;
    next += 1;
    let connected = false;
    const upstream = createConnection({ port, host: '127.0.0.1' });
    open.add(upstream);
    upstream.once('connect', () => {
      connected = true;
      client.pipe(upstream).pipe(client);
      client.resume();
      client.once('close', () => upstream.destroy());
    });
    upstream.once('error', () => {
      // Refused (a process that is down): the next one takes the connection.
      if (!connected && triesLeft > 1 && !client.destroyed) connect(client, triesLeft - 1);
      else client.destroy();
    });
    upstream.once('close', () => {
      open.delete(upstream);
      if (connected) client.destroy();
    });
  };
  const server: Server = createServer({ pauseOnConnect: true }, (client) => {
    open.add(client);
    client.once('close', () => open.delete(client));
    client.on('error', () => client.destroy());
    connect(client, ports.length);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => { resolve(); });
      }),
  };
}
