/**
 * What `bench/live.ts` and its client processes (`bench/live-clients.ts`) say to each other over
 * the IPC channel of `child_process.fork`. Payloads travel as JSON, so only plain data.
 */

/** One push as the server emitted it: the exact string sent and when the emit began (Date.now()). */
export interface EmittedPush {
  payload: string;
  at: number;
  /** Only pushes emitted inside the measurement window count towards latency and missed ticks. */
  inWindow: boolean;
}

export type ToClients =
  | { kind: 'connect'; url: string; path: string; clients: number; batch: number }
  | { kind: 'report'; pushes: EmittedPush[] }
  | { kind: 'close' };

/** Latency in whole milliseconds → how many receipts took that long, as [ms, count] pairs. */
export type LatencyCounts = [number, number][];

export interface ClientsReport {
  /** Clients connected when the window opened: each of them was expected to receive every window push. */
  clients: number;
  /** Window pushes received, summed over clients. */
  received: number;
  latencies: LatencyCounts;
  /** Clients whose connection dropped before the report. */
  disconnected: number;
  /** Messages that did not decode, or that no emitted push explains. */
  unexpected: number;
  /** CPU of the client processes from connected to report, in % of one core, summed over processes. */
  cpuPercent: number;
  /** Resident set size of the client processes at report time, summed, in MB. */
  rssMb: number;
}

export type FromClients =
  | { kind: 'ready' }
  | { kind: 'connected'; connected: number; failed: number; firstError: string | null }
  | ({ kind: 'report' } & ClientsReport)
  | { kind: 'closed' };

/** Merges [ms, count] lists into one sorted list. */
export function mergeLatencies(lists: readonly LatencyCounts[]): LatencyCounts {
  const merged = new Map<number, number>();
  for (const list of lists) for (const [ms, count] of list) merged.set(ms, (merged.get(ms) ?? 0) + count);
  return [...merged.entries()].sort((a, b) => a[0] - b[0]);
}

/** The smallest latency that at least `fraction` of all receipts stay within; NaN when there are none. */
export function percentile(sorted: LatencyCounts, fraction: number): number {
  const total = sorted.reduce((sum, [, count]) => sum + count, 0);
  if (total === 0) return Number.NaN;
  const rank = Math.ceil(fraction * total);
  let seen = 0;
  for (const [ms, count] of sorted) {
    seen += count;
    if (seen >= rank) return ms;
  }
  return sorted.at(-1)?.[0] ?? Number.NaN;
}
