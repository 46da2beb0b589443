/**
 * The members' apps of `bench/ledger.ts`, in a process of their own: for each phase the parent
 * sends, every member's worker makes one call after another for the phase's seconds, and the
 * figures go back to the parent.
 */
import type { LedgerPhase } from './support/ledger-client-process.js';
import { LedgerWire } from './support/ledger-wire.js';
import { runPool } from './support/worker-pool.js';

process.on('message', (message) => {
  const phase = message as LedgerPhase;
  const wire = new LedgerWire(phase.url, phase.sandboxPaySecret);
  const memberOf = (worker: number) => {
    const member = phase.members[worker];
    if (!member) throw new Error(`no member for worker ${worker}`);
    return member;
  };
  const job = (worker: number): Promise<boolean> => {
    switch (phase.kind) {
      case 'reads':
        return wire.getBalance(memberOf(worker));
      case 'deposits':
        return wire.deposit(memberOf(worker), phase.amount);
      case 'withdrawals':
        return wire.withdraw(memberOf(worker), phase.amount);
    }
  };
  runPool(phase.members.length, phase.seconds, job).then(
    (figures) => {
      wire.close();
      process.send?.(figures);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
