import { mergeLatencies, percentile } from './live-wire.js';

/** Milliseconds as a benchmark reports them: how many, the median, the 99th percentile and the worst. */
export interface Spread {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

export function spread(values: readonly number[]): Spread {
  const sorted = mergeLatencies([values.map((ms) => [Math.max(0, Math.round(ms)), 1])]);
  return { count: values.length, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), max: sorted.at(-1)?.[0] ?? Number.NaN };
}
