export interface PoolFigures {
  /** Jobs that did what they were for (a committed movement, a read answered). */
  done: number;
  /** Jobs answered with a refusal or an error. */
  failed: number;
  seconds: number;
  perSecond: number;
  /** The first few failures, to say what went wrong. */
  failures: string[];
}

/**
 * Runs `job` again and again on each of `workers` concurrent workers for `seconds`, each worker
 * one job at a time (as one member's app is), and counts what got done. A job answers true when
 * it did its work, false when refused; a thrown error counts as failed too.
 */
export async function runPool(workers: number, seconds: number, job: (worker: number) => Promise<boolean>): Promise<PoolFigures> {
  const started = performance.now();
  const until = started + seconds * 1000;
  let done = 0;
  let failed = 0;
  const failures: string[] = [];
  const fail = (why: string) => {
    failed += 1;
    if (failures.length < 5) failures.push(why);
  };
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (performance.now() < until) {
        try {
          if (await job(worker)) done += 1;
          else fail('refused');
        } catch (error) {
          fail(error instanceof Error ? error.message : String(error));
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return { done, failed, seconds: elapsed, perSecond: done / elapsed, failures };
}
