import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeRun, recordRun, RESULTS_FOLDER, resultStamp, type BenchRun } from './bench-results.js';

let folder: string;
const run: BenchRun = {
  bench: 'api',
  figures: { getBalance: { requestsPerSecond: 11356, p99Ms: 21 }, bare: { requestsPerSecond: 20575, p99Ms: 9 } },
  baselineRatios: { 'getBalance / bare, req/s': 11356 / 20575 },
  verdicts: { 'goal: ratio >= 0.5': true },
};
const AT = new Date('2026-11-29T10:45:20.123Z');

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'meridian-bench-results-'));
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  rmSync(folder, { recursive: true, force: true });
});

describe('bench results', () => {
  it('names a file by benchmark and UTC time, sortable and without colons', () => {
    expect(resultStamp(AT)).toBe('2026-11-29T104520Z');
    expect(RESULTS_FOLDER.replace(/\\/g, '/')).toMatch(/\/bench\/results\/$/);
  });

  it("writes one file per run with the figures, the baseline ratios, the verdicts and the machine's facts", async () => {
    const file = await recordRun(run, folder, AT);
    expect(file).toBe(join(folder, 'api-2026-11-29T104520Z.json'));
    const written = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    expect(written).toMatchObject({
      bench: 'api',
      recordedBy: 'the benchmark',
      at: '2026-11-29T10:45:20.123Z',
      commit: expect.stringMatching(/^[0-9a-f]{7,}$/),
      uncommittedChanges: expect.any(Boolean),
      machine: { cores: availableParallelism(), node: process.version, memoryGiB: expect.any(Number), loadAverage: { atStart: expect.any(Array), atEnd: expect.any(Array) } },
      figures: run.figures,
      baselineRatios: { 'getBalance / bare, req/s': 0.5519 },
      verdicts: run.verdicts,
    });
    expect(console.log).toHaveBeenCalledWith(expect.stringContaining('api-2026-11-29T104520Z.json'));
  });

  it('keeps an earlier run of the same second: the next one gets a name of its own', async () => {
    await recordRun(run, folder, AT);
    await recordRun({ ...run, figures: { second: true } }, folder, AT);
    expect(readdirSync(folder).sort()).toEqual(['api-2026-11-29T104520Z-2.json', 'api-2026-11-29T104520Z.json']);
    expect(JSON.parse(readFileSync(join(folder, 'api-2026-11-29T104520Z.json'), 'utf8'))).toMatchObject({ figures: run.figures });
  });

  it("records the BENCH_ settings and whether PostgreSQL and Redis were used, never the databases' addresses", () => {
    const described = describeRun(run, AT, { BENCH_LIVE_N: '1000', DATABASE_URL: 'postgres://user:secret@127.0.0.1/test', HOME: '/root' });
    expect(described.settings).toEqual({ BENCH_LIVE_N: '1000', postgres: true, redis: false });
    expect(JSON.stringify(described)).not.toContain('secret');
  });
});
