import { openLoop, pooledFigures, type OpenLoopFigures, type OpenLoopRun } from './open-loop.js';

/** What makes the calls of one run, against one server. */
export interface SteadyClient {
  call(index: number): Promise<boolean>;
  close(): Promise<void>;
}

export interface SteadyComparison {
  ratePerSecond: number;
  /** Every run's calls pooled, per side. */
  off: OpenLoopFigures;
  on: OpenLoopFigures;
  /** Each run on its own, in the order they ran. */
  runs: { subject: boolean; figures: OpenLoopFigures }[];
  /** How much higher the subject's pooled p99 is (0.1 = 10 % higher). */
  p99Added: number;
  p50Added: number;
}

export interface SteadyComparisonOptions {
  ratePerSecond: number;
  seconds: number;
  /** Calls at the same rate before each measured run, not counted: the fresh process's compiler warms up. */
  warmUpSeconds: number;
  /** Runs per side, in the order A B B A A B…, so that a drift of the machine weighs on both sides alike. */
  pairs: number;
  /** Starts the server (the subject or the baseline), runs `body` against its address, stops it. */
  withServer: <T>(subject: boolean, body: (url: string) => Promise<T>) => Promise<T>;
  client: (url: string) => Promise<SteadyClient>;
}

/**
 * A baseline and a subject (tracing off and on, say) at the same constant rate, alternated over
 * several runs each on a fresh server, and compared on their pooled calls: on a shared machine a
 * single run's p99 moves by more than the difference measured.
 */
export async function compareAtSteadyRate(options: SteadyComparisonOptions): Promise<SteadyComparison> {
  const runs: { subject: boolean; run: OpenLoopRun }[] = [];
  for (let pair = 0; pair < options.pairs; pair += 1) {
    const order = pair % 2 === 0 ? [false, true] : [true, false];
    for (const subject of order) {
      const run = await options.withServer(subject, async (url) => {
        const client = await options.client(url);
        try {
          await openLoop({ call: (index) => client.call(index), ratePerSecond: options.ratePerSecond, seconds: options.warmUpSeconds });
          return await openLoop({ call: (index) => client.call(index + Math.round(options.ratePerSecond * options.warmUpSeconds)), ratePerSecond: options.ratePerSecond, seconds: options.seconds });
        } finally {
          await client.close();
        }
      });
      runs.push({ subject, run });
    }
  }
  const off = pooledFigures(runs.filter((entry) => !entry.subject).map((entry) => entry.run));
  const on = pooledFigures(runs.filter((entry) => entry.subject).map((entry) => entry.run));
  return {
    ratePerSecond: options.ratePerSecond,
    off,
    on,
    runs: runs.map((entry) => ({ subject: entry.subject, figures: entry.run.figures })),
    p99Added: on.p99Ms / Math.max(0.01, off.p99Ms) - 1,
    p50Added: on.p50Ms / Math.max(0.01, off.p50Ms) - 1,
  };
}
