import { API } from '@meridian/protocol';
import { DEMO_MEMBER } from '@meridian/server/demo';
import type { Page } from '@playwright/test';
import { callAnswered, memberOnline } from '../support/app-signals.js';
import { closeLetterPopups, logIn, loginPageShown, screenshot } from '../support/harness.js';
import { expect, test } from '../support/journey.js';
import { logInAsDemoMember, openRoute, signUp } from '../support/member-view.js';

/** What a new member trips over in the app shell: dialogs, maintenance, kick-out, the unread badge. */
test.describe.configure({ mode: 'serial' });

const MAINTENANCE_MESSAGE = 'Upgrading the ledger';

/** The token the app keeps in storage, or null. */
function storedSession(page: Page): Promise<string> {
  return page.evaluate(() => localStorage.getItem('meridian.session') ?? '');
}

function myTabBadge(page: Page) {
  return page.locator('.adm-tab-bar .adm-badge');
}

async function unreadOnMyTab(page: Page): Promise<number> {
  if ((await myTabBadge(page).count()) === 0) return 0;
  return Number.parseInt((await myTabBadge(page).innerText()).trim(), 10);
}

test.describe('the app shell', () => {
  test('Back from the contract confirmation closes it, and no contract is placed', async ({ page, harness }) => {
    await logInAsDemoMember(page, harness.server);
    await openRoute(page, harness.server, '/pages/market/market');
    await openRoute(page, harness.server, `/pages/market/kline?symbol=${encodeURIComponent('BTC/USDT')}`);
    const panel = page.getByRole('region', { name: 'Contract panel' });
    await expect(panel.getByText(/^Available:/)).toBeVisible({ timeout: 15_000 });
    await panel.getByRole('button', { name: /^30s/ }).click();
    await panel.getByRole('button', { name: 'Up', exact: true }).click();
    await panel.getByLabel('Amount (USDT)').fill('100');
    await panel.getByRole('button', { name: 'Buy up' }).click();
    const confirm = page.getByRole('button', { name: 'Confirm contract' });
    await confirm.waitFor();

    await page.goBack();

    await page.waitForURL(/#\/pages\/market\/market$/);
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await confirm.count()).toBe(0);
    await screenshot(page, 'app-shell-back-from-confirm');
    // Nothing was placed: the record, once loaded, has no running contract.
    await openRoute(page, harness.server, '/pages/my/bet_record?tab=running');
    await page.getByText('No running contracts').waitFor();
    expect(await page.getByTestId('contract-row').count()).toBe(0);
  });

  test('a letter sent while the app is open shows on the my tab at the next page', async ({ page, harness }) => {
    // The count the page asks for as it opens has come: the badge says what was unread before.
    const counted = callAnswered(page, API.member.getLetterUnReadNum);
    await openRoute(page, harness.server, '/pages/home/index');
    await page.locator('.adm-tab-bar').waitFor();
    await counted;
    const before = await unreadOnMyTab(page);

    expect(await harness.operator('letter-send', '--member', DEMO_MEMBER.username, '--title', 'Statement ready', '--content', '<p>Your statement is ready.</p>')).toMatch(/^Letter #\d+ sent/);
    await page.locator('.adm-tab-bar').getByText('Market', { exact: true }).click();
    await page.waitForURL(/#\/pages\/market\/market/);

    await expect.poll(() => unreadOnMyTab(page), { timeout: 10_000 }).toBe(before + 1);
  });

  test('maintenance: opened outside it the page says so and keeps the session; during it every page leads back to it', async ({ page, harness, newDevice }) => {
    await test.step('outside maintenance the page says so and the session stays', async () => {
      await openRoute(page, harness.server, '/pages/home/maintain');
      await page.getByText('No maintenance right now').waitFor();
      await screenshot(page, 'app-shell-no-maintenance');
      // One poll of the page later: still no maintenance, still logged in.
      await callAnswered(page, API.common.getMaintainConfig);
      await expect(page.getByText('No maintenance right now')).toBeVisible();
      await page.getByRole('button', { name: 'Back to home' }).click();
      await page.waitForURL((url) => url.hash === '#/' || url.hash === '#/pages/home/index');
      await page.getByTestId('balance-amount').waitFor();
      expect(await storedSession(page)).toContain(DEMO_MEMBER.username);
      // The member's page hears the maintenance push of the next step.
      await memberOnline(harness.server);
    });

    await test.step('maintenance on: every page, and Back, lead to the maintenance page', async () => {
      expect(await harness.operator('maintenance', 'on', MAINTENANCE_MESSAGE)).toMatch(/Maintenance is on/);
      await page.waitForURL(/#\/pages\/home\/maintain/, { timeout: 15_000 });
      await page.getByText(MAINTENANCE_MESSAGE).waitFor();

      for (const route of ['/pages/my/index', '/pages/market/market', '/pages/login/login']) {
        await openRoute(page, harness.server, route);
        await page.waitForURL(/#\/pages\/home\/maintain/);
        await page.getByText(MAINTENANCE_MESSAGE).waitFor();
        expect(await page.getByText('Check your connection and try again.').count()).toBe(0);
      }
      await page.goBack();
      await page.waitForURL(/#\/pages\/home\/maintain/);
      await page.getByText(MAINTENANCE_MESSAGE).waitFor();
    });

    await test.step('a device opening the app during maintenance, on a public page, lands there too', async () => {
      const visitor = await newDevice();
      await openRoute(visitor, harness.server, '/pages/market/market');
      await visitor.waitForURL(/#\/pages\/home\/maintain/, { timeout: 15_000 });
      await visitor.getByText(MAINTENANCE_MESSAGE).waitFor();
      await screenshot(visitor, 'app-shell-maintenance-visitor');
    });

    await test.step('maintenance off sends the member to login without the session', async () => {
      expect(await harness.operator('maintenance', 'off')).toMatch(/Maintenance is off/);
      await page.waitForURL(/#\/pages\/login\/login/, { timeout: 15_000 });
      expect(await storedSession(page)).not.toContain(DEMO_MEMBER.username);
    });
  });

  test('kick-out: at the next call the member data goes before login shows, and the next member sees none of it', async ({ page, harness }) => {
    await test.step('the demo member logs in and sees bills', async () => {
      await logIn(page, harness.server, DEMO_MEMBER.username, DEMO_MEMBER.password);
      await page.waitForURL((url) => !url.hash.includes('/pages/login/'));
      await openRoute(page, harness.server, '/pages/my/bill_record');
      await expect.poll(() => page.getByTestId('bill-row').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    });

    await test.step('kicked: the next call leads to login, and the member data is gone', async () => {
      expect(await harness.operator('kick', DEMO_MEMBER.username)).toMatch(/^Ended \d+ sessions? of demo0001/);
      // The push makes the app ask at once (live-money.e2e.ts shows it without a tap); the 1001 leads to login.
      await openRoute(page, harness.server, '/pages/my/index');
      await page.waitForURL(/#\/pages\/login\/login/, { timeout: 15_000 });
      const stored = await storedSession(page);
      expect(stored).not.toContain(DEMO_MEMBER.username);
      expect(stored).toContain('"token":null');

      // Back goes to the member page left for login, which the app, without a session, turns to login again.
      await page.goBack();
      await page.waitForURL(/#\/pages\/login\/login/);
      await loginPageShown(page);
      expect(await page.getByTestId('balance-amount').count()).toBe(0);
      expect(await page.getByText(DEMO_MEMBER.username).count()).toBe(0);
    });

    await test.step('another member signs up and logs in on this device: none of the first one’s bills show', async () => {
      const username = `e2k${Date.now().toString().slice(-8)}`;
      await signUp(page, harness.server, username, 'secret123');
      await logIn(page, harness.server, username, 'secret123');
      await page.waitForURL((url) => !url.hash.includes('/pages/login/'));
      await openRoute(page, harness.server, '/pages/my/bill_record');
      await page.getByRole('tablist').first().waitFor();
      expect(await page.getByTestId('bill-row').count()).toBe(0);
      await page.getByText('No bills yet').waitFor();
      expect(await page.getByTestId('bill-row').count()).toBe(0);
    });
  });
});

/** React's messages of a hydration that did not match (production builds give their numbers). */
const HYDRATION_MISMATCH = /hydrat|Minified React error #(418|423|425)/i;

/** Records what the page logs as errors, to find a hydration mismatch among them. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Holds the app's entry script at a gate: what shows meanwhile is the page's HTML alone. `open`
 * lets it through; `close` holds the next one again.
 */
async function holdAppScript(page: Page): Promise<{ open: () => void; close: () => void }> {
  let release: () => void = () => undefined;
  let gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  return {
    open: () => {
      release();
    },
    close: () => {
      gate = new Promise<void>((resolve) => (release = resolve));
    },
  };
}

test.describe('the first paint (issue 21)', () => {
  test('a visitor sees home, market and login before any script runs; React takes each over as it is', async ({ harness, newDevice }) => {
    const page = await newDevice();
    const errors = collectErrors(page);
    const script = await holdAppScript(page);
    const pages = [
      { route: '/', painted: page.getByRole('heading', { name: 'Trade, earn and grow' }), hydrated: page.getByText(/^Good (morning|afternoon|evening)$/) },
      { route: '/pages/market/market', painted: page.getByPlaceholder('Search coin or pair'), hydrated: page.getByText('BTC/USDT').first() },
      { route: '/pages/login/login', painted: page.getByRole('button', { name: 'Log in' }), hydrated: page.locator('[role="slider"][data-captcha-id]') },
    ];
    for (const { route, painted, hydrated } of pages) {
      await test.step(route, async () => {
        script.close();
        // From elsewhere: between two hashes of the app, goto would not load the page again.
        await page.goto('about:blank');
        await page.goto(`${harness.server.url}/#${route}`, { waitUntil: 'domcontentloaded' });
        await expect(page.locator('#root')).toHaveAttribute('data-prerendered', route.split('?')[0] ?? route);
        await expect(painted).toBeVisible();
        if (route === '/') {
          // The first banner, from the server, is in the page before the scripts.
          await expect(page.locator('#root img[src="/media/banners/1.svg"]')).toBeVisible();
        }
        script.open();
        await expect(hydrated).toBeVisible({ timeout: 15_000 });
      });
    }
    await screenshot(page, 'first-paint-login-hydrated');
    expect(errors.filter((error) => HYDRATION_MISMATCH.test(error))).toEqual([]);
  });

  test('a member’s K-line shows the pair’s price from the page before any script runs; React takes it over as it is', async ({ browser, harness }) => {
    // Service workers blocked: the gate below must see the app's script, not a copy the worker kept.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, locale: 'en-US', serviceWorkers: 'block' });
    const page = await context.newPage();
    await closeLetterPopups(page);
    await logInAsDemoMember(page, harness.server);
    const errors = collectErrors(page);
    const script = await holdAppScript(page);
    await page.goto('about:blank');
    await page.goto(`${harness.server.url}/#/pages/market/kline?symbol=${encodeURIComponent('BTC/USDT')}`, { waitUntil: 'domcontentloaded' });
    const root = page.locator('#root');
    await expect(root).toHaveAttribute('data-prerendered', '/pages/market/kline');
    await expect(root).toHaveAttribute('data-quote', 'BTC/USDT');
    // The header as the server wrote it: the pair, its price at the pair's scale, its 24 h figures.
    await expect(page.getByText('BTC/USDT', { exact: true }).first()).toBeVisible();
    await expect(page.getByTestId('kline-price')).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/);
    await expect(page.getByText('24h Vol (BTC)')).toBeVisible();
    const painted = await page.getByTestId('kline-price').textContent();
    // Nothing of the app has run: no chart, the contract form read-only.
    await expect(page.locator('canvas')).toHaveCount(0);
    await screenshot(page, 'first-paint-kline');
    await page.getByTestId('kline-price').evaluate((element) => Object.assign(window, { paintedPrice: element }));
    script.open();
    await expect(page.locator('canvas').first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('region', { name: 'Contract panel' }).getByText(/^Available:/)).toBeVisible({ timeout: 15_000 });
    // Hydrated, not drawn again: the price on screen is the element the page painted.
    expect(await page.evaluate(() => document.querySelector('[data-testid="kline-price"]') === (window as unknown as { paintedPrice: Element }).paintedPrice)).toBe(true);
    expect(painted).not.toBe('');
    expect(errors.filter((error) => HYDRATION_MISMATCH.test(error))).toEqual([]);
    await context.close();
  });

  test('a member, on a phone six times slower, never sees the visitor’s welcome', async ({ harness, newDevice }) => {
    const page = await newDevice();
    await logInAsDemoMember(page, harness.server);
    await page.getByTestId('balance-amount').waitFor();
    // Every frame, from the first, records whether the visitor's welcome is on screen.
    await page.addInitScript(() => {
      const seen = { visitor: false, prerendered: false };
      Object.assign(window, { firstPaintSeen: seen });
      const check = () => {
        if (document.getElementById('root')?.hasAttribute('data-prerendered') === true) seen.prerendered = true;
        for (const heading of Array.from(document.querySelectorAll('h2'))) if (heading.textContent === 'Trade, earn and grow' && heading.checkVisibility()) seen.visitor = true;
        requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    const errors = collectErrors(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.goto('about:blank');
    await page.goto(`${harness.server.url}/#/`);
    await expect(page.getByTestId('balance-amount')).not.toHaveText('--', { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Demo', { timeout: 30_000 });
    const seen = await page.evaluate(() => (window as unknown as { firstPaintSeen: { visitor: boolean; prerendered: boolean } }).firstPaintSeen);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    expect(seen).toEqual({ visitor: false, prerendered: true });
    expect(errors.filter((error) => HYDRATION_MISMATCH.test(error))).toEqual([]);
  });
});

