import type { ChildProcess } from 'node:child_process';

/** A message between a benchmark and a client process it forked: its kind says what it is. */
interface Kinded {
  kind: string;
}

/** The next message of `kind` from `child`; fails if the child exits first. */
export function nextMessage<M extends Kinded, K extends M['kind']>(child: ChildProcess, kind: K): Promise<Extract<M, { kind: K }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (raw: unknown) => {
      const message = raw as M;
      if (message.kind !== kind) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message as Extract<M, { kind: K }>);
    };
    const onExit = (code: number | null) => {
      child.off('message', onMessage);
      reject(new Error(`a client process exited (code ${code ?? 'none'}) while waiting for "${kind}"`));
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}
