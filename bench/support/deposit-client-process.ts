import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { nextMessage } from './child-messages.js';

const CLIENTS_SCRIPT = fileURLToPath(new URL('../deposit-clients.ts', import.meta.url));

export type ToDepositClients =
  | { kind: 'connect'; url: string; tokens: string[] }
  /** Answer once `expected` deposits were pushed credited, or after `timeoutMs` with what came. */
  | { kind: 'report'; expected: number; timeoutMs: number }
  | { kind: 'close' };

export type FromDepositClients =
  | { kind: 'ready' }
  | { kind: 'connected'; connected: number }
  /** Each deposit's first credited push as [tx hash, Date.now() once decoded]; pushes of a credit already told. */
  | { kind: 'report'; at: [string, number][]; repeated: number; shortfall: string | null }
  | { kind: 'closed' };

export interface DepositClients {
  connect(url: string, tokens: readonly string[]): Promise<number>;
  report(expected: number, timeoutMs: number): Promise<Extract<FromDepositClients, { kind: 'report' }>>;
  close(): Promise<void>;
}

/**
 * The members' apps of bench:deposits in a process of their own (bench/deposit-clients.ts, through
 * tsx like the parent): on PGlite the server and its database share one thread, and a push would
 * otherwise wait, on the client's side, for the watcher's next statement to finish.
 */
export async function startDepositClients(): Promise<DepositClients> {
  const child = fork(CLIENTS_SCRIPT, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const tell = (message: ToDepositClients) => child.send(message);
  const reply = <K extends FromDepositClients['kind']>(kind: K) => nextMessage<FromDepositClients, K>(child, kind);
  await reply('ready');
  return {
    async connect(url, tokens) {
      const connected = reply('connected');
      tell({ kind: 'connect', url, tokens: [...tokens] });
      return (await connected).connected;
    },
    report(expected, timeoutMs) {
      const report = reply('report');
      tell({ kind: 'report', expected, timeoutMs });
      return report;
    },
    async close() {
      if (child.exitCode !== null) return;
      const exited = new Promise<void>((resolve) => {
        child.once('exit', () => {
          resolve();
        });
      });
      const closed = reply('closed');
      tell({ kind: 'close' });
      await closed.catch(() => undefined);
      // The client process exits when its IPC channel closes.
      child.disconnect();
      await exited;
    },
  };
}
