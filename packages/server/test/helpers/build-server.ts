import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

/** The compiled server that process tests start, as `npm start` runs it. */
export const SERVER_MAIN = path.join(ROOT, 'packages/server/dist/main.js');

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
