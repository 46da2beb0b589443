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
  // What a journey expects to see, it waits up to 10 s for (Playwright's default is 5): four
  // journeys, their servers and browsers share 2 cores, and a page that answers in a second alone
  // can take several while the others are busy. A journey that passes waits no longer for it.
  expect: { timeout: 10_000 },
  // Four files at once. A worker runs files in turn, keeping its browser and the server's loaded
  // code; each file gets a server, a DATA_DIR and a phone page of its own (support/journey.ts), and
  // its journeys run in order on that one page. Much of a journey is waiting (a contract's 30 s, a
  // push, a process started, a chain's blocks): with three files the 2 cores were a fifth idle, and
  // a fourth file uses them meanwhile (the times: docs/ci-timings.md). It was slower while Chromium
  // drew every frame of the pages' motion and the traces' screencast, which the journeys no longer
  // ask of it (harness.ts, `trace` below).
  workers: 4,
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
    // A failure's screenshot and page snapshot always; its trace (the page's DOM at every step, its
    // network and console) with E2E_TRACE=1, or `npx playwright test --trace retain-on-failure`.
    // Recording a trace of every journey, nearly all of them passing, cost about a tenth of the
    // journeys' CPU even without its screencast (docs/ci-timings.md), and a CI machine keeps no
    // files once it has run.
    trace: process.env.E2E_TRACE === '1' ? { mode: 'retain-on-failure', screenshots: false } : 'off',
    screenshot: 'only-on-failure',
  },
});
