import { afterAll, afterEach, beforeAll } from 'vitest';
import { mkdtemp, mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { sql } from 'drizzle-orm';
import { loadConfig } from '@meridian/server';
import { startServer, type RunningServer } from '@meridian/server';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Flags that keep Debian's Chromium off a closed network (STACK-NOTES 6). */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const ARTIFACTS = join(import.meta.dirname, '..', 'artifacts');

export interface PageOptions {
  /** 'leave' for the journeys about the letter popup itself. */
  letterPopups?: 'close' | 'leave';
}

/** Debian's Chromium, headless and off the network (the one browser the journeys use). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/** A phone-sized page in a context of its own (a new device); see Harness.newPage. */
export async function newPhonePage(browser: Browser, options: PageOptions = {}): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: false,
    locale: 'en-US',
  });
  const page = await context.newPage();
  if (options.letterPopups !== 'leave') await closeLetterPopups(page);
  return page;
}

/**
 * A launch with a session pops up the newest unread letter (cancel and read), and the demo member
 * starts with unread welcome letters. A journey about something else closes it with cancel
 * whenever it stands in the way of a tap, as a member in a hurry does; the letter stays unread.
 */
export async function closeLetterPopups(page: Page): Promise<void> {
  const letter = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Read', exact: true }) });
  await page.addLocatorHandler(letter, async (popup) => {
    // A popup may already be closing by itself (leaving a page closes every dialog): then its
    // button never settles for a click, and there is nothing left to do.
    await popup
      .getByRole('button', { name: 'Cancel', exact: true })
      .click({ timeout: 3_000 })
      .catch(() => undefined);
  });
}

export interface Harness {
  server: RunningServer;
  /** The server's DATA_DIR: the operator CLI finds the running server through it. */
  dataDir: string;
  browser: Browser;
  /**
   * A new phone-sized browser context with its own storage: a new device. Letter popups are
   * closed whenever they stand in the way (see closeLetterPopups) unless `letterPopups: 'leave'`.
   */
  newPage(options?: PageOptions): Promise<Page>;
  close(): Promise<void>;
}

/**
 * The real server with the built app, in this process on a port of its own with a fresh embedded
 * database, and Debian's Chromium. The slider captcha is ON: journeys drag it for real and read
 * the right answer from the server's own database, as only a test can.
 */
export async function startHarness(): Promise<Harness> {
  const dataDir = await mkdtemp(join(tmpdir(), 'meridian-e2e-'));
  await mkdir(ARTIFACTS, { recursive: true });
  const server = await startServer(
    loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, CAPTCHA: 'on', LOG_LEVEL: 'warn' }),
  );
  const browser = await launchChromium();
  const contexts: BrowserContext[] = [];
  return {
    server,
    dataDir,
    browser,
    async newPage(options: PageOptions = {}) {
      const page = await newPhonePage(browser, options);
      contexts.push(page.context());
      return page;
    },
    async close() {
      for (const context of contexts) await context.close();
      await browser.close();
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

interface CaptchaRow {
  answer_x: number;
}

async function answerOf(server: Pick<RunningServer, 'db'>, captchaId: string): Promise<number> {
  // Both drivers (PGlite and node-postgres) answer a raw query with `{ rows }`.
  const raw: unknown = await server.db.execute(sql`select answer_x from captcha_challenges where id = ${captchaId}`);
  const result = raw as { rows: CaptchaRow[] };
  const row = result.rows[0];
  if (!row) throw new Error(`no captcha ${captchaId} in the database`);
  return row.answer_x;
}

/**
 * Drags the slider handle with the mouse, as a member would, until the piece sits at the answer of
 * the puzzle on screen (its id is on the slider; the handle reports the piece position in image
 * pixels through aria-valuenow). The answer comes from the server's own database.
 */
export async function solveSlider(page: Page, server: Pick<RunningServer, 'db'>): Promise<void> {
  const handle = page.locator('[role="slider"][data-captcha-id][aria-disabled="false"]');
  await handle.waitFor();
  // A closing dialog's fading mask would take the mouse-down: wait until none is left.
  await page.locator('.adm-mask').first().waitFor({ state: 'hidden' }).catch(() => undefined);
  const captchaId = await handle.getAttribute('data-captcha-id');
  if (!captchaId) throw new Error('the slider shows no puzzle');
  const target = await answerOf(server, captchaId);
  await handle.scrollIntoViewIfNeeded();
  const max = Number(await handle.getAttribute('aria-valuemax'));
  const track = await handle.locator('..').boundingBox();
  const box = await handle.boundingBox();
  if (!track || !box || max <= 0) throw new Error('slider not laid out');
  const startX = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const travel = track.width - box.width;
  await page.mouse.move(startX, y);
  await page.mouse.down();
  let x = startX + (target / max) * travel;
  await page.mouse.move(x, y, { steps: 12 });
  // Rounding of the CSS layout can leave it a pixel or two off: nudge until it is on the answer.
  for (let i = 0; i < 10; i += 1) {
    const now = Number(await handle.getAttribute('aria-valuenow'));
    if (Math.abs(now - target) <= 1) break;
    x += ((target - now) / max) * travel;
    await page.mouse.move(x, y, { steps: 2 });
  }
  await page.mouse.up();
  const placed = Number(await handle.getAttribute('aria-valuenow'));
  if (Math.abs(placed - target) > 2) throw new Error(`the piece stopped at ${placed}, not at ${target}`);
}

/** Fills the login page the app shows and logs in, dragging the slider as a member would. */
export async function logIn(page: Page, server: Pick<RunningServer, 'db'>, username: string, password: string): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await solveSlider(page, server);
  await page.getByRole('button', { name: 'Log in' }).click();
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
}

export interface JourneyContext {
  harness: Harness;
  page: Page;
}

/**
 * One server, one browser and one phone-sized page for the journeys of a spec file, closed after
 * them; a failing step leaves a screenshot named after it in `artifacts/`.
 */
export function useJourney(prefix: string, options: PageOptions = {}): JourneyContext {
  const context = {} as JourneyContext;
  beforeAll(async () => {
    context.harness = await startHarness();
    context.page = await context.harness.newPage(options);
  });
  afterAll(async () => {
    await context.harness.close();
  });
  afterEach(async (test) => {
    if (test.task.result?.state === 'fail') await screenshot(context.page, `failed-${prefix}-${test.task.name.replace(/\W+/g, '-')}`);
  });
  return context;
}
