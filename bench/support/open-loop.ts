/** What a run at a constant arrival rate measured: latencies in milliseconds, to a hundredth. */
export interface OpenLoopFigures {
  /** Calls due in the run (rate × seconds). */
  due: number;
  /** Calls that succeeded. */
  ok: number;
  /** Calls that failed or were refused (a refused connection, a reset, an error answered). */
  failed: number;
  /** Why they failed: each reason (the error's message) and how often, the first few reasons. */
  failures: Record<string, number>;
  /** Calls answered per second, over the run and its tail. */
  answeredPerSecond: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  p999Ms: number;
  maxMs: number;
}

export interface OpenLoopOptions {
  /** One call (or one operation of several calls, timed as one); false or a rejection when it failed. */
  call: (index: number) => Promise<boolean>;
  ratePerSecond: number;
  seconds: number;
}

/** One run's calls: the figures, and each call's latency for pooling several runs (pooledFigures). */
export interface OpenLoopRun {
  figures: OpenLoopFigures;
  latenciesMs: Float64Array;
  seconds: number;
}

/** The value below which `share` of the sorted values lie (nearest rank), to a hundredth. */
export function nearestRank(sorted: Float64Array, share: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1));
  return Math.round((sorted[index] ?? Number.NaN) * 100) / 100;
}

/**
 * Sends one call every 1/rate seconds whatever the answers (an open loop: wrk2's and k6's
 * constant-arrival-rate model), and times each from the moment it was due, not from the moment it
 * left: a server that stalls is charged for every call queued behind the stall (Gil Tene's
 * coordinated omission). This is how a latency percentile at a given load is measured; a closed
 * loop (autocannon's connections, each sending when answered) measures throughput, and its p99 is the
 * length of its own queue. autocannon's rate option sends each second's quota in one burst at the
 * top of the second, so it cannot stand in. The calls due in each millisecond are sent on one timer
 * tick; the caller's client should keep its connections alive and cost little CPU per call on these
 * shared cores (undici's Pool for single calls).
 */
export async function openLoop(options: OpenLoopOptions): Promise<OpenLoopRun> {
  const due = Math.round(options.ratePerSecond * options.seconds);
  const latencies = new Float64Array(due);
  const intervalMs = 1000 / options.ratePerSecond;
  let sent = 0;
  let ok = 0;
  let failed = 0;
  const failures: Record<string, number> = {};
  const fail = (reason: string): void => {
    failed += 1;
    if (reason in failures || Object.keys(failures).length < 5) failures[reason] = (failures[reason] ?? 0) + 1;
  };
  const inFlight = new Set<Promise<void>>();
  const startedAt = performance.now();

  const send = (index: number): void => {
    const dueAt = startedAt + index * intervalMs;
    const call = options.call(index).then(
      (succeeded) => {
        latencies[index] = performance.now() - dueAt;
        if (succeeded) ok += 1;
        else fail('answered as failed');
      },
      (error: unknown) => {
        latencies[index] = performance.now() - dueAt;
        fail(error instanceof Error ? error.message.slice(0, 200) : String(error));
      },
    );
    inFlight.add(call);
    void call.finally(() => inFlight.delete(call));
  };

  await new Promise<void>((done) => {
    const tick = (): void => {
      const reached = Math.min(due, Math.floor((performance.now() - startedAt) / intervalMs) + 1);
      while (sent < reached) {
        send(sent);
        sent += 1;
      }
      if (sent < due) setTimeout(tick, 1);
      else done();
    };
    tick();
  });
  await Promise.all(inFlight);
  const seconds = (performance.now() - startedAt) / 1000;
  return { figures: figuresOf(latencies, { ok, failed, failures }, seconds), latenciesMs: latencies, seconds };
}

function figuresOf(latencies: Float64Array, counts: { ok: number; failed: number; failures: Record<string, number> }, seconds: number): OpenLoopFigures {
  const sorted = Float64Array.from(latencies).sort();
  return {
    due: latencies.length,
    ...counts,
    answeredPerSecond: Math.round((counts.ok + counts.failed) / seconds),
    p50Ms: nearestRank(sorted, 0.5),
    p90Ms: nearestRank(sorted, 0.9),
    p99Ms: nearestRank(sorted, 0.99),
    p999Ms: nearestRank(sorted, 0.999),
    maxMs: nearestRank(sorted, 1),
  };
}

/**
 * Several runs at the same rate as one: their calls pooled, so that a percentile rests on more
 * calls than one run makes (a p99 of 10 s at 50 calls a second is the 5th worst call of 500).
 */
export function pooledFigures(runs: readonly OpenLoopRun[]): OpenLoopFigures {
  const latencies = new Float64Array(runs.reduce((sum, run) => sum + run.latenciesMs.length, 0));
  let offset = 0;
  const failures: Record<string, number> = {};
  for (const run of runs) {
    latencies.set(run.latenciesMs, offset);
    offset += run.latenciesMs.length;
    for (const [reason, count] of Object.entries(run.figures.failures)) failures[reason] = (failures[reason] ?? 0) + count;
  }
  const sum = (pick: (figures: OpenLoopFigures) => number) => runs.reduce((total, run) => total + pick(run.figures), 0);
  return figuresOf(latencies, { ok: sum((figures) => figures.ok), failed: sum((figures) => figures.failed), failures }, runs.reduce((total, run) => total + run.seconds, 0));
}
