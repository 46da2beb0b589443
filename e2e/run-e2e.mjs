// Runs the Playwright journeys when Debian's Chromium is on the machine; otherwise says so in one
// line and how to get it, and exits 0 so that a fresh machine without Chromium still runs the
// rest of `npm test` (CI installs Chromium first, so there they always run).
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// Either of Debian's builds (support/chromium.ts prefers the headless shell where it is installed).
const CHROMIUM = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ?? '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  console.log(`e2e: SKIPPED — ${CHROMIUM} not found; install it with: sudo apt-get install -y chromium`);
  process.exit(0);
}
if (!process.env.DATABASE_URL || !process.env.REDIS_URL) {
  console.log('e2e: the several-processes journey needs PostgreSQL and Redis (DATABASE_URL and REDIS_URL); it runs where both are set, as in CI');
}
// Playwright's workers start with this process's node arguments, and each runs the servers of its
// journeys in itself: `--liftoff-only` keeps V8 from compiling PGlite's WebAssembly a second time
// with its optimizing tier for every server, which a journey file's few minutes never earned back
// (the workers spent less CPU with it: docs/ci-timings.md).
const PLAYWRIGHT_CLI = fileURLToPath(import.meta.resolve('@playwright/test/cli'));
const result = spawnSync(process.execPath, ['--liftoff-only', PLAYWRIGHT_CLI, 'test', '--config', 'playwright.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  cwd: import.meta.dirname,
});
process.exit(result.status ?? 1);
