import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { nextMessage } from './child-messages.js';
import { mergeLatencies, type ClientsReport, type EmittedPush, type FromClients, type ToClients } from './live-wire.js';

const CLIENTS_SCRIPT = fileURLToPath(new URL('../live-clients.ts', import.meta.url));
/** Handshakes each client process keeps in flight at once while connecting. */
const CONNECT_BATCH = 100;

export interface SwarmConnected {
  connected: number;
  failed: number;
  firstError: string | null;
}

/** Live-channel clients spread over child processes, driven as one. */
export interface ClientSwarm {
  connect(url: string, path: string, clients: number): Promise<SwarmConnected>;
  /** Everything the clients received, measured against the pushes the server emitted. */
  report(pushes: EmittedPush[]): Promise<ClientsReport>;
  /** Disconnects every client and ends the processes. */
  close(): Promise<void>;
}

const nextReply = <K extends FromClients['kind']>(child: ChildProcess, kind: K) => nextMessage<FromClients, K>(child, kind);

function tell(child: ChildProcess, message: ToClients): void {
  child.send(message);
}

/** Shares of `total` over `parts`, as even as whole numbers allow. */
function shares(total: number, parts: number): number[] {
  return Array.from({ length: parts }, (_, part) => Math.floor(total / parts) + (part < total % parts ? 1 : 0));
}

/** Forks `processes` client processes (bench/live-clients.ts, through tsx like the parent) and waits until they listen. */
export async function startClientSwarm(processes: number): Promise<ClientSwarm> {
  const children = Array.from({ length: processes }, () =>
    fork(CLIENTS_SCRIPT, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }),
  );
  await Promise.all(children.map((child) => nextReply(child, 'ready')));
  return {
    async connect(url, path, clients) {
      const counts = shares(clients, children.length);
      const replies = await Promise.all(
        children.map((child, i) => {
          const reply = nextReply(child, 'connected');
          tell(child, { kind: 'connect', url, path, clients: counts[i] ?? 0, batch: CONNECT_BATCH });
          return reply;
        }),
      );
      return {
        connected: replies.reduce((sum, reply) => sum + reply.connected, 0),
        failed: replies.reduce((sum, reply) => sum + reply.failed, 0),
        firstError: replies.find((reply) => reply.firstError !== null)?.firstError ?? null,
      };
    },
    async report(pushes) {
      const replies = await Promise.all(
        children.map((child) => {
          const reply = nextReply(child, 'report');
          tell(child, { kind: 'report', pushes });
          return reply;
        }),
      );
      return {
        clients: replies.reduce((sum, reply) => sum + reply.clients, 0),
        received: replies.reduce((sum, reply) => sum + reply.received, 0),
        latencies: mergeLatencies(replies.map((reply) => reply.latencies)),
        disconnected: replies.reduce((sum, reply) => sum + reply.disconnected, 0),
        unexpected: replies.reduce((sum, reply) => sum + reply.unexpected, 0),
        cpuPercent: replies.reduce((sum, reply) => sum + reply.cpuPercent, 0),
        rssMb: replies.reduce((sum, reply) => sum + reply.rssMb, 0),
      };
    },
    async close() {
      await Promise.all(
        children.map(async (child) => {
          if (child.exitCode !== null) return;
          const exited = new Promise<void>((resolve) => {
            child.once('exit', () => {
              resolve();
            });
          });
          const closed = nextReply(child, 'closed');
          tell(child, { kind: 'close' });
          await closed.catch(() => undefined);
          // The client process exits when its IPC channel closes.
          child.disconnect();
          await exited;
        }),
      );
    },
  };
}
