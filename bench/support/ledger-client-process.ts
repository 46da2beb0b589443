import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LedgerMember } from './ledger-wire.js';
import type { PoolFigures } from './worker-pool.js';

const CLIENTS_SCRIPT = fileURLToPath(new URL('../ledger-clients.ts', import.meta.url));

export type LedgerPhaseKind = 'reads' | 'deposits' | 'withdrawals';

/** What the parent asks the client process to run: one phase, all workers at once. */
export interface LedgerPhase {
  kind: LedgerPhaseKind;
  url: string;
  sandboxPaySecret: string;
  members: LedgerMember[];
  seconds: number;
  /** Of each deposit or withdrawal. */
  amount: string;
}

export interface LedgerClients {
  run(phase: LedgerPhase): Promise<PoolFigures>;
  close(): void;
}

/**
 * The members' apps in a process of their own (bench/ledger-clients.ts, through tsx like the
 * parent): on PGlite the server and its database share one thread, which the clients' own
 * encoding and HTTP work would otherwise take turns on.
 */
export function startLedgerClients(): LedgerClients {
  const child: ChildProcess = fork(CLIENTS_SCRIPT, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return {
    run(phase) {
      return new Promise((resolve, reject) => {
        const onExit = (code: number | null) => {
          reject(new Error(`the client process exited with ${String(code)}`));
        };
        child.once('exit', onExit);
        child.once('message', (figures) => {
          child.off('exit', onExit);
          resolve(figures as PoolFigures);
        });
        child.send(phase);
      });
    },
    close() {
      child.kill();
    },
  };
}
