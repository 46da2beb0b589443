import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

/** The compiled server that process tests start, as `npm start` runs it. */
const SERVER_MAIN = path.join(ROOT, 'packages/server/dist/main.js');

/**
 * How a test starts that server: `node` with these arguments. `--liftoff-only` keeps V8 from also
 * compiling PGlite's WebAssembly with its optimizing tier, CPU-seconds a start that a process
 * living a few seconds never earns back (the files that start processes spent less with it:
 * docs/ci-timings.md). `npm start` keeps V8's defaults: a server that runs for days does earn it.
 */
export const SERVER_COMMAND: readonly string[] = ['--liftoff-only', SERVER_MAIN];

/**
 * Vitest global setup of the server projects: builds protocol and server once (`tsc -b`, under two
 * seconds when typecheck already did) so that tests that start real processes run the compiled
 * server instead of each one compiling the sources again through tsx.
 */
export default function buildServer(): void {
  const build = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-b', 'packages/protocol', 'packages/server'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`the server did not build:\n${build.stdout}${build.stderr}`);
}
