import { defineConfig } from '@playwright/test';
import { ARTIFACTS, CHROMIUM, CHROMIUM_ARGS } from './support/chromium.js';

/**
 * Member journeys in Debian's Chromium against the built app served by the real server.
 * `*.pg.e2e.ts` run several server processes on PostgreSQL and Redis: only where both are
 * configured (DATABASE_URL and REDIS_URL, as CI sets them when they answer).
 */
const withServers = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

export default defineConfig({
  testDir: 'specs',
  testMatch: '*.e2e.ts',
  testIgnore: withServers ? [] : ['*.pg.e2e.ts'],
  // One migrated embedded database that each spec file's server copies (seconds of initdb each).
  globalSetup: './support/pglite-template.ts',
  timeout: 120_000,
  // Two files at once. A worker runs files in turn, keeping its browser and the server's loaded code;
  // each file gets a server, a DATA_DIR and a phone page of its own (support/journey.ts), and its
  // journeys run in order on that one page. The run is bound by CPU (Chromium draws the live pages,
  // about two thirds of it): a third worker made each journey slower and the run no faster.
  workers: 2,
  fullyParallel: false,
  retries: 0,
  forbidOnly: true,
  reporter: 'list',
  // Traces and screenshots of failures; cleaned at the start of each run, as the named screenshots are.
  outputDir: ARTIFACTS,
  use: {
    headless: true,
    // What the journeys waited when they drove playwright-core by hand (its defaults).
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
