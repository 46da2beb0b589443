import type { Clock } from './market/clock.js';
import { inBackgroundSpan } from './ops/trace-context.js';

export interface RecurringJob {
  /** What the job is, naming each run's trace (ops/trace-context.ts): "interest accrual". */
  name: string;
  /** Does the work due now; answers how long to sleep before the next look. */
  run(): Promise<number>;
  /** The longest sleep, whatever `run` answers (a clock that jumped is noticed within it). */
  maxSleepMs: number;
  /** The wait before trying again after a failure (e.g. the database was unreachable). */
  retryMs: number;
  /** What the log says when a run fails. */
  failure: string;
}

/**
 * Runs `job` at once (catching up on what fell due while the process was down), then again after
 * the sleep each run answers, at least a second and at most `maxSleepMs`, on the app's one clock;
 * after a failure it logs and tries again after `retryMs`. Returns stop, which waits for a run
 * under way.
 */
export function startRecurringJob(clock: Clock, log: { error(err: unknown, msg: string): void }, job: RecurringJob): () => Promise<void> {
  let isStopped = false;
  let cancelTimer: (() => void) | null = null;
  let running: Promise<void> = Promise.resolve();

  const schedule = (delayMs: number) => {
    if (isStopped) return;
    cancelTimer = clock.schedule(() => {
      running = run();
    }, Math.max(1_000, Math.min(job.maxSleepMs, delayMs)));
  };

  const run = async (): Promise<void> => {
    cancelTimer = null;
    try {
      schedule(await inBackgroundSpan(`job: ${job.name}`, () => job.run()));
    } catch (error) {
      log.error(error, job.failure);
      schedule(job.retryMs);
    }
  };

  running = run();
  return async () => {
    isStopped = true;
    cancelTimer?.();
    await running;
  };
}
