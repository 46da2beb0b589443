import type { ChildProcess } from 'node:child_process';

/** What the server prints once it has started (main.ts): listening, with everything it runs. */
const RUNNING_LINE = 'Meridian is running at';

/**
 * Resolves as soon as `child` prints the server's running line. Rejects with `output()` (what it
 * printed, to say why) if it exits first, or has not printed it within `timeoutMs`.
 */
export function serverRunning(child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let printed = '';
    const stop = () => {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.off('exit', onExit);
    };
    const onData = (chunk: Buffer) => {
      printed += chunk.toString();
      if (!printed.includes(RUNNING_LINE)) return;
      stop();
      resolve();
    };
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
      stop();
      reject(new Error(`the server exited while starting (code ${String(code)}, signal ${String(signal)}):\n${output()}`));
    };
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`the server did not start within ${timeoutMs / 1000} s:\n${output()}`));
    }, timeoutMs);
    child.stdout?.on('data', onData);
    child.once('exit', onExit);
  });
}
