import { test as base, type Page } from '@playwright/test';
import { newPhonePage, startHarness, type Harness, type LetterPopups } from './harness.js';

export { expect } from '@playwright/test';

export interface JourneyOptions {
  /**
   * The spec file's journey, set once per file with `test.use({ journey: '…' })`. A worker option:
   * files with different values never share a worker, so each file gets a worker, a server and a
   * DATA_DIR of its own, and two files running at once never meet.
   */
  journey: string;
  /** 'leave' for the journeys about the letter popup itself (see closeLetterPopups). */
  letterPopups: LetterPopups;
}

export interface JourneyWorkerFixtures extends JourneyOptions {
  /** The real server on a fresh embedded database and DATA_DIR, for this file's journeys. */
  harness: Harness;
  /** The file's one phone-sized page in a context of its own: its journeys share it, in order. */
  phone: Page;
}

export interface JourneyTestFixtures {
  /** The file's shared phone page (`phone`): a journey goes on where the one before it stopped. */
  page: Page;
  /** Another device: a new phone-sized context with its own storage, closed after the test. */
  newDevice: () => Promise<Page>;
}

/** A file that names no journey would share its worker, and so its server and page, with another. */
function ownWorker(journey: string): void {
  if (journey === '') throw new Error("name the spec file's journey: test.use({ journey: '…' })");
}

/**
 * The journeys' `test`: Playwright's own `browser` (Debian's Chromium, launched as
 * playwright.config.ts says) with, per spec file, the real server and one shared phone page.
 * Playwright traces and screenshots every context of the browser on a failure, the shared page's
 * included (`trace: 'retain-on-failure'`, `screenshot: 'only-on-failure'`).
 */
export const test = base.extend<JourneyTestFixtures, JourneyWorkerFixtures>({
  journey: ['', { scope: 'worker', option: true }],
  letterPopups: ['close', { scope: 'worker', option: true }],
  harness: [
    async ({ journey }, use) => {
      ownWorker(journey);
      const harness = await startHarness();
      await use(harness);
      await harness.close();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  phone: [
    async ({ browser, journey, letterPopups }, use) => {
      ownWorker(journey);
      const page = await newPhonePage(browser, letterPopups);
      await use(page);
      await page.context().close();
    },
    { scope: 'worker' },
  ],
  page: async ({ phone }, use) => {
    await use(phone);
  },
  newDevice: async ({ browser }, use) => {
    const pages: Page[] = [];
    await use(async () => {
      const page = await newPhonePage(browser);
      pages.push(page);
      return page;
    });
    for (const page of pages) await page.context().close();
  },
});
