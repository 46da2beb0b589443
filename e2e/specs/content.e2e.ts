import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, screenshot, useJourney } from '../support/harness.js';
import { runOperator } from '../support/operator-cli.js';

const journey = useJourney('content');
const HELP_TITLE = 'How do I change my pay password?';
const ACTIVITY_TITLE = 'Spring deposit bonus';

function open(page: Page, hashPath: string): Promise<unknown> {
  return page.goto(`${journey.harness.server.url}/#${hashPath}`);
}

function operator(...args: string[]): Promise<string> {
  return runOperator(journey.harness.dataDir, ...args);
}

/** A quick link of the home page, by its label. */
function quickLink(page: Page, label: string): Locator {
  return page.getByRole('navigation', { name: 'Quick links' }).getByRole('button', { name: label, exact: true });
}

function addressCard(page: Page, receiver: string): Locator {
  return page.getByRole('listitem', { name: `Address of ${receiver}` });
}

describe('help and activity pages open from home', () => {
  it('the operator publishes a help article and an activity', async () => {
    expect(
      await operator(
        'help-set',
        '--code', 'e2e_pay_password',
        '--language', 'en-US',
        '--title', HELP_TITLE,
        '--content', '<p>Open <strong>My account</strong>, then <em>Pay password</em>.</p><script>document.title = "hacked"</script>',
      ),
    ).toContain('e2e_pay_password');
    expect(
      await operator(
        'activity-add',
        '--title', ACTIVITY_TITLE,
        '--summary', 'Five percent on every deposit this week.',
        '--content', '<h2>Rules</h2><p>Deposit at least 100 USDT.</p>',
      ),
    ).toContain(`Activity added: #`);
  });

  it('a member opens help from home, then the article', async () => {
    const { page, harness } = journey;
    await open(page, '/pages/login/login');
    await logIn(page, harness.server, 'demo0001', 'demo1234');
    await page.waitForURL((url) => !url.hash.includes('/pages/login/'));

    await open(page, '/');
    await quickLink(page, 'Help').click();
    await page.waitForURL(/#\/pages\/my\/help$/);
    await page.getByRole('button', { name: HELP_TITLE }).click();
    await page.waitForURL(/#\/pages\/my\/help_detail\?id=\d+/);
    await expect.poll(() => page.getByRole('heading', { name: HELP_TITLE }).isVisible()).toBe(true);
    await expect.poll(() => page.locator('article strong').innerText()).toBe('My account');
    // The operator's script never ran: server HTML is rebuilt from safe tags only.
    expect(await page.locator('article script').count()).toBe(0);
    expect(await page.title()).not.toBe('hacked');
    await screenshot(page, 'content-help-article');
  });

  it('opens activities from home, then the activity', async () => {
    const { page } = journey;
    await open(page, '/');
    await quickLink(page, 'Activities').click();
    await page.waitForURL(/#\/pages\/active\/index$/);
    const card = page.getByRole('button', { name: new RegExp(ACTIVITY_TITLE) });
    await expect.poll(() => card.getByText('Ongoing').isVisible()).toBe(true);
    await card.click();
    await page.waitForURL(/#\/pages\/active\/detail\?id=\d+/);
    await expect.poll(() => page.getByRole('heading', { name: ACTIVITY_TITLE, level: 1 }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Deposit at least 100 USDT.').isVisible()).toBe(true);
    await screenshot(page, 'content-activity');
  });
});

describe('shipping addresses', () => {
  async function addAddress(page: Page, receiver: string, detail: string): Promise<void> {
    await page.getByRole('button', { name: 'Add an address' }).click();
    await page.waitForURL(/#\/pages\/my\/addressedit/);
    await page.getByLabel('Receiver').fill(receiver);
    await page.getByLabel('Phone number').fill('+85291234567');
    await page.getByLabel('City').fill('Kowloon');
    await page.getByLabel('Street address').fill(detail);
    await page.getByRole('button', { name: 'Save address' }).click();
    await page.waitForURL(/#\/pages\/my\/address$/);
    await addressCard(page, receiver).waitFor();
  }

  it('adds an address, which becomes the default', async () => {
    const { page } = journey;
    await open(page, '/pages/my/index');
    await page.getByRole('button', { name: 'Shipping addresses' }).click();
    await page.waitForURL(/#\/pages\/my\/address$/);
    await expect.poll(() => page.getByText('No addresses yet').isVisible()).toBe(true);

    // The app checks the form with the server's rules before sending anything.
    await page.getByRole('button', { name: 'Add an address' }).click();
    await page.getByLabel('Street address').fill('abc');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect.poll(() => page.getByText('The detailed address must be 4-200 characters.').isVisible()).toBe(true);
    await page.goBack();

    await addAddress(page, 'Alice Chan', '1 Nathan Road, Flat 2A');
    await expect.poll(() => addressCard(page, 'Alice Chan').getByText('Default', { exact: true }).isVisible()).toBe(true);
  });

  it('makes a second address the default; the first loses its default mark', async () => {
    const { page } = journey;
    await addAddress(page, 'Bob Lee', '8 Queen’s Road Central');
    expect(await addressCard(page, 'Bob Lee').getByText('Default', { exact: true }).count()).toBe(0);

    await addressCard(page, 'Bob Lee').getByRole('button', { name: 'Set as default' }).click();
    await expect.poll(() => addressCard(page, 'Bob Lee').getByText('Default', { exact: true }).isVisible()).toBe(true);
    expect(await addressCard(page, 'Alice Chan').getByText('Default', { exact: true }).count()).toBe(0);
    // The server agrees: after a reload the default is still the second address.
    await page.reload();
    await expect.poll(() => addressCard(page, 'Bob Lee').getByText('Default', { exact: true }).isVisible()).toBe(true);
    expect(await addressCard(page, 'Alice Chan').getByText('Default', { exact: true }).count()).toBe(0);
    await screenshot(page, 'content-addresses');
  });
});

interface CachedEntry {
  cache: string;
  path: string;
}

/** Every request the app's caches hold, by path. */
function cachedEntries(page: Page): Promise<CachedEntry[]> {
  return page.evaluate(async () => {
    const entries: { cache: string; path: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) entries.push({ cache: name, path: new URL(request.url).pathname });
    }
    return entries;
  });
}

describe('the installable app', () => {
  it('serves a manifest with home-screen icons', async () => {
    const { page, harness } = journey;
    const manifest = await page.request.get(`${harness.server.url}/manifest.webmanifest`);
    expect(manifest.ok()).toBe(true);
    const body = (await manifest.json()) as { display: string; start_url: string; icons: { src: string; sizes: string; purpose: string }[] };
    expect(body.display).toBe('standalone');
    expect(body.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of body.icons) {
      const png = await page.request.get(`${harness.server.url}${icon.src}`);
      expect(png.headers()['content-type']).toBe('image/png');
    }
    await open(page, '/');
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
  });

  it('registers the service worker, which caches the app shell and never API answers', async () => {
    const { page, harness } = journey;
    const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(script).toBe(`${harness.server.url}/sw.js`);
    // Opened again, the page is under the worker's control and talks to the server as before.
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await open(page, '/pages/my/address');
    await addressCard(page, 'Bob Lee').waitFor();

    await expect.poll(async () => (await cachedEntries(page)).some((entry) => entry.path === '/')).toBe(true);
    const entries = await cachedEntries(page);
    expect(entries.some((entry) => entry.path.startsWith('/assets/') && entry.path.endsWith('.js'))).toBe(true);
    expect(entries.filter((entry) => !/^\/($|assets\/|icons\/|manifest\.webmanifest$|favicon\.svg$)/.test(entry.path))).toEqual([]);
  });

  it('opens from the cached shell without a network', async () => {
    const { page } = journey;
    const heading = page.getByRole('heading', { name: 'Install the app on your phone' });
    await open(page, '/pages/home/appinstall');
    await heading.waitFor();
    await page.context().setOffline(true);
    try {
      await page.reload();
      await expect.poll(() => heading.isVisible()).toBe(true);
      await screenshot(page, 'content-offline-appinstall');
    } finally {
      await page.context().setOffline(false);
    }
  });
});
