import type { AppDeps } from '../../deps.js';
import { settleDueContracts } from './settle-due-contracts.js';

const EVERY_MS = 1000;

/**
 * Settles due contracts every second by the app's clock. It starts with a run at once, so
 * contracts that fell due while the server was down are settled on start, each with the tick of
 * its own expiry second. Returns stop, which waits for a run in progress.
 */
export function startContractSettlementJob(deps: AppDeps, log: { error(err: unknown, msg: string): void }): () => Promise<void> {
  let isStopped = false;
  let cancel: (() => void) | undefined;
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    cancel = undefined;
    running = settleDueContracts(deps)
      .then(
        () => undefined,
        (err: unknown) => {
          log.error(err, 'contract settlement failed; retrying in a second');
        },
      )
      .finally(() => {
        if (!isStopped) cancel = deps.clock.schedule(run, EVERY_MS);
      });
  };
  run();
  return async () => {
    isStopped = true;
    cancel?.();
    await running;
  };
}
