import { mkdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { startServer, type RunningServer } from '@meridian/server';
import { ARTIFACTS } from './chromium.js';
import { journeyConfig } from './journey-config.js';
import { runOperator } from './operator-cli.js';
import { JourneyPushService } from './push-service.js';
import { templatedDataDir } from './pglite-template.js';
import { shiftedClock } from './shifted-clock.js';

export type LetterPopups = 'close' | 'leave';

/**
 * A phone-sized page in a context of its own (a new device), of a member who asked their phone for
 * less motion (the app then moves nothing by itself: lib/reduced-motion.ts). Chromium draws these
 * pages in software on the test machines, and home's and the market's moving parts (the notice
 * titles' scroll, each price row's fade on every tick) kept it drawing 60 frames a second: about
 * 0.6 of a core for every second a journey spent there, a fifth of the journeys' CPU. The journey
 * about the scrolling titles asks for motion on its own page (letters.e2e.ts).
 */
export async function newPhonePage(browser: Browser, letterPopups: LetterPopups = 'close', locale = 'en-US'): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: false,
    // The phone's system language (navigator.languages and Accept-Language), which the app follows.
    locale,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  if (letterPopups === 'close') await closeLetterPopups(page);
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
  /** The browsers' push service on loopback, in the files that set `webPush` (else null). */
  pushService: JourneyPushService | null;
  /** `npm run operator -- …` against this server (see runOperator); answers what it printed. */
  operator(...args: string[]): Promise<string>;
  /** The app's address of a route (`/pages/…?query`) on this server. */
  appUrl(route: string): string;
  /**
   * Moves the clock of the server's time rules forward (holds, whitelist waits, sessions, jobs): a
   * journey shows a 24-hour wait without waiting. The market and the page keep their own time, so
   * a contract placed after it would wait a day for its ticks: move it last in a file.
   */
  advanceClock(ms: number): void;
  /** The server's "now" by that clock (what its time rules read, authenticator codes included). */
  now(): number;
  close(): Promise<void>;
}

/** A block a second: twelve confirmations in a journey's twelve seconds, each count long enough on screen to be read. */
const JOURNEY_BLOCK_SECONDS = 1;

/**
 * The real server with the built app, in this process on a port of its own with a fresh embedded
 * database (a copy of the migrated template, see pglite-template.ts) in a DATA_DIR of its own. The slider captcha is ON: journeys drag it for real and read
 * the right answer from the server's own database, as only a test can.
 */
export async function startHarness(options: { chainDemo: boolean; webPush: boolean }): Promise<Harness> {
  const dataDir = await templatedDataDir();
  // The browsers' push service, for the files about Web Push: the server may post only there.
  const pushService = options.webPush ? new JourneyPushService() : null;
  await pushService?.start();
  await mkdir(ARTIFACTS, { recursive: true });
  // The port is chosen first so that passkeys know their origin: WebAuthn takes `localhost`, never an IP address.
  const port = await freePort();
  const clock = shiftedClock();
  const server = await startServer(
    journeyConfig({
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      CAPTCHA: 'on',
      LOG_LEVEL: 'warn',
      // A development chain (a node and a watcher) only for the files about deposits from the chain.
      CHAIN_DEMO: options.chainDemo ? 'on' : 'off',
      CHAIN_DEMO_BLOCK_SECONDS: String(JOURNEY_BLOCK_SECONDS),
      ...(pushService ? { PUSH_SERVICE_HOSTS: pushService.origin } : {}),
    }),
    { clock },
  );
  return {
    server,
    dataDir,
    pushService,
    operator: (...args) => runOperator(dataDir, ...args),
    appUrl: (route) => `${server.url}/#${route}`,
    advanceClock: (ms) => {
      clock.advance(ms);
    },
    now: () => clock.now(),
    async close() {
      // The data folder goes even when the server fails to stop (its error is still reported).
      try {
        await server.close();
        await pushService?.close();
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  };
}

/** A port nobody listens on now, from the system (it is free again the moment this returns). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => {
        resolve(port);
      });
    });
  });
}

/** The same server by the name `localhost` (its PUBLIC_ORIGIN), where a page can use passkeys. */
export function onLocalhost<S extends Pick<RunningServer, 'url' | 'port'>>(server: S): S {
  return { ...server, url: `http://localhost:${server.port}` };
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

const DRAG_STEPS = 30;
const DRAG_STEP_MS = 16;

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
  // As a hand drags: the server refuses a drag that is quicker than a person's, or moves at one
  // steady speed, or jumps. This one speeds up and slows down (eased) over half a second or so.
  for (let step = 1; step <= DRAG_STEPS; step += 1) {
    const eased = (1 - Math.cos((Math.PI * step) / DRAG_STEPS)) / 2;
    await page.mouse.move(startX + (x - startX) * eased, y);
    // eslint-disable-next-line no-restricted-properties -- not a wait for anything: a hand's pace is what the server checks
    await page.waitForTimeout(DRAG_STEP_MS);
  }
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
  await loginPageShown(page);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await solveSlider(page, server);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/**
 * Waits for the login page itself. The router changes the address first and swaps the page in once
 * its code has loaded: until then the page on screen is the one being left, and the sign-up form
 * has a Username and a Password box too (typed into, they are lost with it).
 */
export async function loginPageShown(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Log in', exact: true }).waitFor();
}

/**
 * A named picture of the screen for a person to look at, when E2E_SCREENSHOTS=1: a journey's
 * assertions are what test it. About 110 full-page pictures a run cost Chromium some 30 s of CPU on
 * 2 cores, which a run that nobody looks at (CI) does not spend.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
}
