import { connect, createServer, type Socket } from 'node:net';

/**
 * A TCP proxy on loopback between a client and a server, to cut a client's connection as a network
 * would: `cut()` drops every connection through it at once (no goodbye on either side),
 * `refuse(true)` drops each new one until `refuse(false)`, and `target(port)` sends the next
 * connections to another server (the client comes back through a load balancer to another process).
 */
export interface CuttableProxy {
  url: string;
  cut(): void;
  refuse(refusing: boolean): void;
  target(port: number): void;
  close(): Promise<void>;
}

export async function startCuttableProxy(targetPort: number): Promise<CuttableProxy> {
  let port = targetPort;
  let refusing = false;
  const open = new Set<Socket>();
  const server = createServer((client) => {
    if (refusing) {
      client.destroy();
      return;
    }
    const upstream = connect(port, '127.0.0.1');
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      // A reset on one side ends the other: nothing else to do with it.
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the proxy has no port');
  const cut = () => {
    for (const socket of open) socket.destroy();
  };
  return {
    url: `http://127.0.0.1:${address.port}`,
    cut,
    refuse(on) {
      refusing = on;
    },
    target(next) {
      port = next;
    },
    close() {
      cut();
      return new Promise((resolve) => {
        server.close(() => {
          resolve();
        });
      });
    },
  };
}
