import type { ChildProcess } from 'node:child_process';

/** Sends `signal` to a child that still runs and resolves once it has exited (at once if it has). */
export function endProcess(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => {
      resolve();
    });
    child.kill(signal);
  });
}
