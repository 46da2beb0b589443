import type { AppDeps } from '../../deps.js';
import { runContractSettlement } from './settle-due-contracts.js';
import { inBackgroundSpan } from '../../ops/trace-context.js';

/**
 * Runs just after each whole second, by the app's clock: contracts expire on whole seconds and the
 * feed records each second's ticks as it begins, so a contract settles within moments of expiry
 * rather than up to a second later.
 */
const PAST_THE_SECOND_MS = 20;
/** While a just-expired contract waits for its second to be recorded, look again this soon. */
const RECHECK_MS = 50;
/** How long after expiry a missing second is worth looking for this often (then: each second). */
const RECHECK_FOR_MS = 2_000;
/** After a failure (the database unreachable, say). */
const RETRY_MS = 1_000;

/**
 * Settles due contracts every second. It starts with a run at once, so contracts that fell due
 * while the server was down are settled on start, each with the tick of its own expiry second.
 * Returns stop, which waits for a run in progress.
 */
export function startContractSettlementJob(deps: AppDeps, log: { error(err: unknown, msg: string): void }): () => Promise<void> {
  let isStopped = false;
  let cancel: (() => void) | undefined;
  let running: Promise<void> = Promise.resolve();
  // The wait until PAST_THE_SECOND_MS past the next whole second (1 to 1000 ms).
  const nextSecond = () => 1000 - ((((deps.clock.now() - PAST_THE_SECOND_MS) % 1000) + 1000) % 1000);
  const run = () => {
    cancel = undefined;
    running = inBackgroundSpan('job: contract settlement', () => runContractSettlement(deps))
      .then(
        ({ waitingSince }) => (waitingSince !== null && deps.clock.now() - waitingSince < RECHECK_FOR_MS ? RECHECK_MS : nextSecond()),
        (err: unknown) => {
          log.error(err, 'contract settlement failed; retrying in a second');
          return RETRY_MS;
        },
      )
      .then((delayMs) => {
        if (!isStopped) cancel = deps.clock.schedule(run, delayMs);
      });
  };
  run();
  return async () => {
    isStopped = true;
    cancel?.();
    await running;
  };
}
