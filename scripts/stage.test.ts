import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

/**
 * The stage lines CI's log is read by (docs/ci-timings.md): scripts/stage.mjs runs a command and
 * names its outcome and time; scripts/stage-summary.mjs sums the logged stages up at the end.
 */
const STAGE = join(import.meta.dirname, 'stage.mjs');
const SUMMARY = join(import.meta.dirname, 'stage-summary.mjs');
let folder: string;

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'meridian-stage-'));
});
afterEach(() => {
  rmSync(folder, { recursive: true, force: true });
});

function run(script: string, args: readonly string[], env: NodeJS.ProcessEnv = {}) {
  // Never the run's own STAGE_LOG (.ci/run sets it): these made-up stages would land in its summary.
  const { STAGE_LOG: _runLog, ...inherited } = process.env;
  const result = spawnSync(process.execPath, [script, ...args], { encoding: 'utf8', env: { ...inherited, ...env }, timeout: 20_000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('scripts/stage.mjs', () => {
  it("passes the command's output through and names the stage, its outcome and its time", () => {
    const result = run(STAGE, ['unit', '--', process.execPath, '-e', 'console.log("the command ran")']);
    expect(result.status).toBe(0);
    expect(result.stdout.split('\n')).toEqual(['stage unit: started', 'the command ran', expect.stringMatching(/^stage unit: ok after \d+(\.\d)? s$/), '']);
  });

  it("fails as the command failed, with its exit code in the line", () => {
    const result = run(STAGE, ['checks/imports', '--', process.execPath, '-e', 'process.exit(3)']);
    expect(result.status).toBe(3);
    expect(result.stdout).toMatch(/^stage checks\/imports: failed \(exit 3\) after \d+(\.\d)? s$/m);
  });

  it('fails when the command cannot be started, and refuses a call without its `--`', () => {
    const missing = run(STAGE, ['build/apps', '--', join(folder, 'no-such-command')]);
    expect(missing.status).toBe(127);
    expect(missing.stdout).toMatch(/^stage build\/apps: failed \(.*ENOENT.*\) after/m);
    const unnamed = run(STAGE, ['unit', process.execPath, '-e', '0']);
    expect(unnamed.status).toBe(2);
    expect(unnamed.stderr).toContain('usage: node scripts/stage.mjs NAME -- command');
  });

  it('logs each stage to STAGE_LOG, which the summary reads as stages of side-by-side steps', () => {
    const log = join(folder, 'stages.jsonl');
    expect(run(STAGE, ['checks/eslint', '--', process.execPath, '-e', 'setTimeout(() => {}, 300)'], { STAGE_LOG: log }).status).toBe(0);
    expect(run(STAGE, ['checks/typecheck', '--', process.execPath, '-e', '0'], { STAGE_LOG: log }).status).toBe(0);
    expect(run(STAGE, ['journeys', '--', process.execPath, '-e', 'process.exit(1)'], { STAGE_LOG: log }).status).toBe(1);
    const logged = readFileSync(log, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { name: string; ok: boolean; startedAt: number; endedAt: number });
    expect(logged.map(({ name, ok }) => ({ name, ok }))).toEqual([
      { name: 'checks/eslint', ok: true },
      { name: 'checks/typecheck', ok: true },
      { name: 'journeys', ok: false },
    ]);
    expect((logged[0]?.endedAt ?? 0) - (logged[0]?.startedAt ?? 0)).toBeGreaterThanOrEqual(300);

    const summary = run(SUMMARY, [log]);
    expect(summary.status).toBe(0);
    const lines = summary.stdout.trim().split('\n');
    expect(lines[1]).toMatch(/^ {2}checks +\d+ s {2}\(from 0 s\) — checks\/eslint \d+ s, checks\/typecheck \d+ s$/);
    expect(lines[2]).toMatch(/^ {2}journeys +\d+ s FAILED {2}\(from \d+ s\)$/);
    // Five node processes one after another: on a machine busy with the rest of CI, past Vitest's 5 s default.
  }, 30_000);

  it('prints nothing for a run that logged no stage', () => {
    const empty = join(folder, 'empty.jsonl');
    writeFileSync(empty, '');
    expect(run(SUMMARY, [empty])).toMatchObject({ status: 0, stdout: '' });
    expect(run(SUMMARY, [join(folder, 'never-written.jsonl')])).toMatchObject({ status: 0, stdout: '' });
  });
});
