import { test as base, type Browser, type Page } from '@playwright/test';
import { newPhonePage, startHarness, type Harness, type LetterPopups } from './harness.js';

export { expect } from '@playwright/test';

export interface JourneyOptions {
  /**
   * 'leave' for the journeys about the letter popup itself (see closeLetterPopups); a file sets it
   * with `test.use`. A test option, not a worker one: a file with other worker options would need a
   * worker of its own, and Playwright keeps such files for last, where they ran alone at the end.
   */
  letterPopups: LetterPopups;
  /**
   * Whether the file's server runs the embedded chain demo (a development chain and its watcher):
   * only the files about deposits from the chain set it (`test.use({ chainDemo: true })`); the
   * others' servers read no chain, and crypto deposits take the shared addresses' manual path.
   */
  chainDemo: boolean;
  /** Whether the file's server may push to a push service on loopback (`Harness.pushService`): the Web Push journeys. */
  webPush: boolean;
}

/** What the spec file running now in a worker owns: made at its first journey's ask, closed when the next file starts. */
interface FileJourney {
  harness(): Promise<Harness>;
  phone(): Promise<Page>;
}

export interface JourneyWorkerFixtures {
  /** The journey of a spec file in this worker: the one running now, or a new one when `file` is another. */
  fileJourney: (file: string, options: JourneyOptions) => Promise<FileJourney>;
}

export interface JourneyTestFixtures extends JourneyOptions {
  /** The real server on a fresh embedded database and DATA_DIR, for this file's journeys. */
  harness: Harness;
  /** The file's one phone-sized page in a context of its own: its journeys share it and go on where the one before stopped. */
  page: Page;
  /** Another device: a new phone-sized context with its own storage, closed after the test. */
  newDevice: () => Promise<Page>;
}

/** A value made once, at its first ask. */
function once<T>(make: () => Promise<T>): { get: () => Promise<T>; made: () => Promise<T> | null } {
  let value: Promise<T> | null = null;
  return {
    get: () => (value ??= make()),
    made: () => value,
  };
}

function openFileJourney(browser: Browser, options: JourneyOptions): FileJourney & { close(): Promise<void> } {
  const harness = once(() => startHarness({ chainDemo: options.chainDemo, webPush: options.webPush }));
  const phone = once(() => newPhonePage(browser, options.letterPopups));
  return {
    harness: harness.get,
    phone: phone.get,
    async close() {
      // The page first: its live channel goes before the server that serves it.
      await (await phone.made())?.context().close();
      await (await harness.made())?.close();
    },
  };
}

/**
 * The journeys' `test`: Playwright's own `browser` (Debian's Chromium, launched as
 * playwright.config.ts says) with, per spec file, the real server and one shared phone page.
 *
 * They belong to the file, not to the worker: a worker goes on to the next file with the browser
 * and the server's code already loaded (a new worker for each file cost some 3 s of imports and a
 * browser start), and that file gets a server and a page of its own, so two files never meet.
 * Playwright traces and screenshots every context of the browser on a failure, the shared page's
 * included (`trace: 'retain-on-failure'`, `screenshot: 'only-on-failure'`).
 */
export const test = base.extend<JourneyTestFixtures, JourneyWorkerFixtures>({
  letterPopups: ['close', { option: true }],
  chainDemo: [false, { option: true }],
  webPush: [false, { option: true }],
  fileJourney: [
    async ({ browser }, use) => {
      const open = new Map<string, ReturnType<typeof openFileJourney>>();
      const closeAll = async () => {
        for (const journey of open.values()) await journey.close();
        open.clear();
      };
      try {
        await use(async (file, options) => {
          const running = open.get(file);
          if (running) return running;
          // A worker runs one file at a time: the one before is done.
          await closeAll();
          const journey = openFileJourney(browser, options);
          open.set(file, journey);
          return journey;
        });
      } finally {
        await closeAll();
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  harness: async ({ fileJourney, letterPopups, chainDemo, webPush }, use, testInfo) => {
    await use(await (await fileJourney(testInfo.file, { letterPopups, chainDemo, webPush })).harness());
  },
  page: async ({ fileJourney, letterPopups, chainDemo, webPush }, use, testInfo) => {
    await use(await (await fileJourney(testInfo.file, { letterPopups, chainDemo, webPush })).phone());
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
